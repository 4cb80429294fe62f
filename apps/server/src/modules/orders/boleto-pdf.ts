/**
 * The boleto as a PDF the customer downloads (issue #14): beneficiary, payer, amount, due date,
 * the linha digitável and the ITF bar code (pdfkit; the bar code image by bwip-js).
 */
import PDFDocument from 'pdfkit';
import { formatBRL } from '@adega/domain/money';
import { formatDigitableLine } from '@adega/domain/payments/boleto';
import { boletoBarcodePng } from '../payments/media.ts';

export const BENEFICIARY = {
  name: 'Adega Comércio de Vinhos Ltda. (sandbox)',
  document: '00.000.000/0001-91',
};

export interface BoletoPdfInput {
  orderNumber: string;
  /** Centavos. */
  amount: number;
  /** yyyy-mm-dd */
  dueDate: string;
  digitableLine: string;
  barcode: string;
  payer: { name: string; document: string | null };
  issuedAt: Date;
}

const brDate = (day: string) => day.split('-').reverse().join('/');

export async function boletoPdf(input: BoletoPdfInput): Promise<Uint8Array> {
  const barcode = await boletoBarcodePng(input.barcode);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Boleto do pedido ${input.orderNumber}`, Author: 'Adega' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const line = formatDigitableLine(input.digitableLine);
  doc.fontSize(16).text('Boleto bancário — ambiente de testes (sandbox)', { align: 'left' });
  doc.moveDown(0.5).fontSize(12).text(`999-9   ${line}`);
  doc.moveDown();
  const rows: [string, string][] = [
    ['Beneficiário', `${BENEFICIARY.name} — CNPJ ${BENEFICIARY.document}`],
    ['Pagador', `${input.payer.name}${input.payer.document ? ` — ${input.payer.document}` : ''}`],
    ['Pedido', input.orderNumber],
    ['Valor do documento', formatBRL(input.amount)],
    ['Vencimento', brDate(input.dueDate)],
    ['Data do documento', input.issuedAt.toISOString().slice(0, 10).split('-').reverse().join('/')],
    ['Linha digitável', line],
  ];
  for (const [label, value] of rows) {
    doc.fontSize(9).fillColor('#555').text(label);
    doc.fontSize(12).fillColor('#000').text(value);
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc.image(barcode, { width: 400 });
  doc.moveDown();
  doc
    .fontSize(9)
    .fillColor('#555')
    .text('Pague em qualquer banco ou app até o vencimento. Documento de teste: sem valor.');
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
