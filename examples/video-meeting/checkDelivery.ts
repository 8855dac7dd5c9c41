import {ApiError, call} from './call';
import type {components} from './generated/push';

type Transaction = components['schemas']['Transaction'];
type TransactionDetail = components['schemas']['TransactionDetail'];

export interface Delivery {
  transactionId: string;
  detail?: TransactionDetail;
}

export async function checkDelivery(transactions: Transaction[]): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  for (const {transaction_id: transactionId} of transactions) {
    if (!transactionId) continue;
    const path = `/v1/push/transaction/${encodeURIComponent(transactionId)}`;
    const {status, ok, body} = await call('push', 'GET', path);
    if (status === 204) deliveries.push({transactionId});
    else if (ok) deliveries.push({transactionId, detail: body as TransactionDetail});
    else throw new ApiError(`GET ${path}`, status, body);
  }
  return deliveries;
}
