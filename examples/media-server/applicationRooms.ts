import {applicationApi} from './applicationApi';

export interface Page {
  page: number;
  size: number;
  asc?: boolean;
}

export function listApplicationRooms(applicationId: string, {page, size, asc}: Page): Promise<unknown> {
  return applicationApi(applicationId, 'GET', '/rooms', {page, size, asc});
}
