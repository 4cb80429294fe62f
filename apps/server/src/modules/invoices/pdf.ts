/**
 * The nota fiscal as a PDF (issue #14): a DANFE-like page in pt-BR — the issuer, the access key
 * with its CODE-128C barcode, the customer (CPF or CNPJ, address), the items with their NCM,
 * the totals and the estimated taxes (Lei 12.741/2012). pdfkit (pure JS) and bwip-js (barcode).
 */
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatAccessKey } from '@adega/domain/invoices/access-key';
import type { InvoiceTotals } from '@adega/domain/invoices/totals';
import { formatBRL } from '@adega/domain/money';
import { brDateOf } from '@adega/domain/orders/cashback';
import type { InvoiceIssuer } from '../../db/schema.ts';

export interface InvoiceRecipient {
  name: string;
  /** 'CPF' | 'CNPJ' and the formatted document, or null when the account has none. */
  document: { kind: 'CPF' | 'CNPJ'; value: string } | null;
  addressLines: string[];
}

export interface InvoiceDocument {
  orderNumber: string;
  number: number;
  series: number;
  accessKey: string;
  issuedAt: Date;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  totals: InvoiceTotals;
  sandbox: boolean;
}

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;

function code128(accessKey: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    // '^105' starts in code set C (pairs of digits), as the DANFE's barcode does.
    text: `^105${accessKey}`,
    parse: true,
    scale: 2,
    height: 12,
    includetext: false,
  });
}

function box(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, title: string) {
  doc.rect(x, y, w, h).lineWidth(0.5).stroke('#333');
  doc
    .font('Helvetica-Bold')
    .fontSize(6)
    .fillColor('#333')
    .text(title.toUpperCase(), x + 3, y + 2, {
      width: w - 6,
    });
}

function field(doc: PDFKit.PDFDocument, text: string, x: number, y: number, w: number, size = 9) {
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor('#000')
    .text(text, x + 3, y, { width: w - 6 });
}

const number9 = (n: number) =>
  String(n)
    .padStart(9, '0')
    .replace(/(\d{3})(?=\d)/g, '$1.');

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const barcode = await code128(invoice.accessKey);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Nota fiscal ${number9(invoice.number)} — pedido ${invoice.orderNumber}`,
      Author: invoice.issuer.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { issuer, totals } = invoice;
  let y = MARGIN;
  // Issuer and DANFE title.
  box(doc, MARGIN, y, WIDTH * 0.5, 92, 'Emitente');
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(issuer.name, MARGIN + 3, y + 12, { width: WIDTH * 0.5 - 6 });
  field(doc, `${issuer.address}`, MARGIN, y + 40, WIDTH * 0.5, 8);
  field(doc, `${issuer.city} - ${issuer.state}  CEP ${issuer.cep}`, MARGIN, y + 52, WIDTH * 0.5, 8);
  field(
    doc,
    `CNPJ ${issuer.cnpj}   IE ${issuer.stateRegistration}`,
    MARGIN,
    y + 64,
    WIDTH * 0.5,
    8,
  );
  const dx = MARGIN + WIDTH * 0.5;
  box(doc, dx, y, WIDTH * 0.5, 92, 'DANFE');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Documento Auxiliar da Nota Fiscal Eletrônica', dx + 3, y + 12, {
      width: WIDTH * 0.5 - 6,
    });
  field(doc, '1 - Saída', dx, y + 28, WIDTH * 0.5);
  field(
    doc,
    `Nº ${number9(invoice.number)}   Série ${String(invoice.series).padStart(3, '0')}`,
    dx,
    y + 42,
    WIDTH * 0.5,
    10,
  );
  field(
    doc,
    `Emissão: ${brDateOf(invoice.issuedAt)}   Pedido: ${invoice.orderNumber}`,
    dx,
    y + 58,
    WIDTH * 0.5,
  );
  field(doc, 'Natureza da operação: Venda de mercadoria', dx, y + 72, WIDTH * 0.5, 8);
  y += 98;

  // Access key and its barcode.
  box(doc, MARGIN, y, WIDTH, 78, 'Chave de acesso');
  doc.image(barcode, MARGIN + 6, y + 12, { width: WIDTH - 12, height: 34 });
  doc
    .font('Courier-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(formatAccessKey(invoice.accessKey), MARGIN + 3, y + 50, {
      width: WIDTH - 6,
      align: 'center',
    });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(
      invoice.sandbox
        ? 'Ambiente de homologação (sandbox): documento sem valor fiscal.'
        : 'Consulta de autenticidade no portal nacional da NF-e: www.nfe.fazenda.gov.br/portal',
      MARGIN + 3,
      y + 64,
      { width: WIDTH - 6, align: 'center' },
    );
  y += 84;

  // Recipient.
  const recipient = invoice.recipient;
  const lines = [
    recipient.name,
    recipient.document
      ? `${recipient.document.kind}: ${recipient.document.value}`
      : 'CPF/CNPJ: não informado',
    ...recipient.addressLines,
  ];
  const recipientHeight = 14 + lines.length * 11;
  box(doc, MARGIN, y, WIDTH, recipientHeight, 'Destinatário / remetente');
  lines.forEach((line, i) => field(doc, line, MARGIN, y + 11 + i * 11, WIDTH));
  y += recipientHeight + 6;

  // Items.
  const columns = [
    { title: 'Código', width: 70, align: 'left' as const },
    {
      title: 'Descrição do produto',
      width: WIDTH - 70 - 60 - 36 - 70 - 70,
      align: 'left' as const,
    },
    { title: 'NCM', width: 60, align: 'left' as const },
    { title: 'Qtd.', width: 36, align: 'right' as const },
    { title: 'Valor unit.', width: 70, align: 'right' as const },
    { title: 'Valor total', width: 70, align: 'right' as const },
  ];
  box(doc, MARGIN, y, WIDTH, 12, 'Dados dos produtos');
  y += 14;
  const row = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    let height = 0;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('#000');
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      height = Math.max(height, doc.heightOfString(cell, { width: column.width - 6 }));
      doc.text(cell, x + 3, y, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    y += height + 4;
    if (y > 760) {
      doc.addPage();
      y = MARGIN;
    }
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of totals.lines) {
    row(
      [
        line.sku,
        line.name,
        line.ncm,
        String(line.quantity),
        formatBRL(line.unitValue),
        formatBRL(line.total),
      ],
      false,
    );
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .stroke('#333');
  y += 6;

  // Totals.
  const figures: [string, number][] = [
    ['Valor total dos produtos', totals.products],
    ['Desconto', totals.discount],
    ['Valor do frete', totals.shipping],
    ['Embalagem para presente', totals.giftPackaging],
    ['Valor total da nota', totals.total],
  ];
  box(doc, MARGIN, y, WIDTH, 14 + figures.length * 12, 'Cálculo do imposto e totais');
  figures.forEach(([label, value], i) => {
    const lineY = y + 12 + i * 12;
    doc.font(i === figures.length - 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, MARGIN + 3, lineY, { width: WIDTH * 0.6 });
    doc.text(formatBRL(value), MARGIN + WIDTH * 0.6, lineY, {
      width: WIDTH * 0.4 - 6,
      align: 'right',
    });
  });
  y += 20 + figures.length * 12;
  box(doc, MARGIN, y, WIDTH, 30, 'Informações complementares');
  field(
    doc,
    `Valor aproximado dos tributos: ${formatBRL(totals.estimatedTaxes)} (${String(totals.taxPercentage)}%) — Lei 12.741/2012.`,
    MARGIN,
    y + 12,
    WIDTH,
    8,
  );
  doc.end();
  return done;
}
