import { Document } from './components/document';

/** The bare page at the platform root: no shop is chosen here. */
export function IndexPage() {
  return (
    <Document title="Storefront" description="Online shops for neighbourhood stores." theme="default">
      <main id="main" className="index-page" data-testid="index-page">
        <h1>Storefront</h1>
        <p>
          Every shop lives at its own address, such as <code>/your-shop-id</code>. Ask your shop for its link.
        </p>
      </main>
    </Document>
  );
}
