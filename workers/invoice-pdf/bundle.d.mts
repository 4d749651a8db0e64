import type { WorkerOptions } from 'miniflare';

export const INVOICE_PDF_WORKER: string;
export function invoicePdfWorkerOptions(outdir: string): Promise<WorkerOptions & { name: string }>;
