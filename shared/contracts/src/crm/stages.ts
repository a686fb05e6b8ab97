/** Customer statuses of the CRM (crm_stage) with their Turkish labels and badge colours. */

export const CRM_STAGES = ['aranacak', 'arandi_limit_begenmedi', 'cevap_vermedi', 'dusuk_skor', 'istemiyor', 'subeye_gelecek'] as const;

export type CrmStage = (typeof CRM_STAGES)[number];

export interface CrmStageInfo {
  readonly label: string;
  /** Badge colour the product names for the stage. */
  readonly color: 'blue' | 'orange' | 'red' | 'purple' | 'gray' | 'green';
}

export const CRM_STAGE_INFO: Readonly<Record<CrmStage, CrmStageInfo>> = {
  aranacak: { label: 'Aranacak', color: 'blue' },
  arandi_limit_begenmedi: { label: 'Arandı - Limiti Beğenmedi', color: 'orange' },
  cevap_vermedi: { label: 'Cevap Vermedi - Tekrar Aranacak', color: 'red' },
  dusuk_skor: { label: 'Düşük Skor', color: 'purple' },
  istemiyor: { label: 'İstemiyor', color: 'gray' },
  subeye_gelecek: { label: 'Şubeye Gelecek', color: 'green' },
};

/** The stage a new lead starts in. */
export const INITIAL_CRM_STAGE: CrmStage = 'aranacak';

export function isCrmStage(value: unknown): value is CrmStage {
  return typeof value === 'string' && (CRM_STAGES as readonly string[]).includes(value);
}

/** durum_display: the Turkish label, or the raw value when it is not a known stage. */
export function stageLabel(stage: string): string {
  return isCrmStage(stage) ? CRM_STAGE_INFO[stage].label : stage;
}
