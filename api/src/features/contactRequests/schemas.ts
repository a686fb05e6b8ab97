import { CreateContactRequestBody } from '@kredi/contracts/public-forms';
import { publicFormResponses } from '../../http/schemas.js';

export const createContactRequestSchema = {
  tags: ['talepler'],
  summary: '"Bize Ulaşın" iletişim formu',
  body: CreateContactRequestBody,
  response: publicFormResponses,
};
