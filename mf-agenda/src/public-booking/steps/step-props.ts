import type { PublicProfessionalDto, PublicServiceDto } from '@salao/contracts';
import type { FrameProps } from '../Frame';

/** The booking page's frame as every step gets it (header, back arrow, progress); a step adds its own bar. */
export type StepFrame = Omit<FrameProps, 'bar' | 'children'>;

/** What the later steps (waitlist, review, done) get: the frame and the visitor's choices so far. */
export interface ChosenDay {
  frame: StepFrame;
  service: PublicServiceDto;
  /** null: 'Qualquer profissional'. */
  staff: PublicProfessionalDto | null;
  date: string;
}

export interface ChosenTime extends ChosenDay {
  time: string;
  /** The visit's other services, after the first (docs/product/series.md). */
  extras?: { service: PublicServiceDto; staffName: string }[];
}
