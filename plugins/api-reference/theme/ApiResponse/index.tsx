import type {ReactNode} from 'react';
import {requireData} from '../requireData';
import type {ApiResponseData} from '../../props';

/**
 * `<ApiResponse spec="push" operation="registerPushToken" status="422" />` (or `code="T001"`; without `operation`,
 * any operation of the API): a response a sentence names, printed as inline code. The remark plugin checks it against
 * the OpenAPI model at build time, so prose cannot name a status or code the contract does not document.
 */
export default function ApiResponse({data}: {data?: ApiResponseData}): ReactNode {
  return <code>{requireData('ApiResponse', data).value}</code>;
}
