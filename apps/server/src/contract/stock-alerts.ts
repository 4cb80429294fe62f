/** 'Avise-me quando chegar' (issue #34): the answers of the stock-alert calls. */

/** `POST /api/v1/products/{sku}/stock-alerts`: the same answer for a new request and a repeat. */
export interface StockAlertRequestedDto {
  status: 'confirmed';
  sku: string;
  /** The address the e-mail will go to (a customer's: their account's). */
  email: string;
}

/** `GET /api/v1/me/stock-alerts`: one of the signed-in customer's open requests. */
export interface StockAlertDto {
  sku: string;
  productName: string;
  email: string;
  createdAt: string;
}
