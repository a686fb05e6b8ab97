/** Shapes of the API contract (spec sections 3 and 7). The server and every page use these. */

/** Every answer of our API may carry a Turkish `message`; errors always do. */
export interface MessageResponse {
  message?: string;
}

export interface ApiError {
  message: string;
  /** Field-level Turkish messages, when the server can tell which field is wrong. */
  errors?: Record<string, string>;
}

export interface CallbackRequestBody {
  phone_number: string;
}

export interface ContactRequestBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
}

export interface BlogPost {
  id: number;
  title: string;
  summary: string;
  content: string;
  image: string | null;
  slug: string;
  created_at: string;
  reading_time?: number | null;
  category: { name: string; slug: string } | null;
  is_featured?: boolean;
}

export interface Personel {
  id: number;
  ad_soyad: string;
  telefon?: string;
  [key: string]: unknown;
}
