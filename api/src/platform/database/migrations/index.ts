import { PlatformCore1700000000000 } from './1700000000000-platform-core';
import { Billing1700000000100 } from './1700000000100-billing';
import { AgendaCore1700000000200 } from './1700000000200-agenda-core';
import { Loyalty1700000000300 } from './1700000000300-loyalty';
import { AccountSecurity1700000000400 } from './1700000000400-account-security';
import { FinanceStock1700000000500 } from './1700000000500-finance-stock';
import { SettingsIntegrations1700000000600 } from './1700000000600-settings-integrations';
import { BillingStripe1700000000700 } from './1700000000700-billing-stripe';
import { Push1700000000800 } from './1700000000800-push';
import { OnlineBooking1700000000900 } from './1700000000900-online-booking';
import { ScaleIndexes1700000001000 } from './1700000001000-scale-indexes';
import { LoyaltyUndo1700000001100 } from './1700000001100-loyalty-undo';
import { IdempotencyKeys1700000001200 } from './1700000001200-idempotency-keys';
import { RecordVersions1700000001300 } from './1700000001300-record-versions';
import { StockLedger1700000001400 } from './1700000001400-stock-ledger';
import { AuditLog1700000001500 } from './1700000001500-audit-log';
import { AbuseLimits1700000001600 } from './1700000001600-abuse-limits';
import { ClientAnonymized1700000001700 } from './1700000001700-client-anonymized';
import { RateLimits1700000001800 } from './1700000001800-rate-limits';
import { StaffBlocks1700000001900 } from './1700000001900-staff-blocks';
import { ServiceTiming1700000002000 } from './1700000002000-service-timing';
import { NoShowAndMerge1700000002100 } from './1700000002100-no-show-and-merge';
import { SlotMinutes1700000002200 } from './1700000002200-slot-minutes';
import { ClientProfile1700000002300 } from './1700000002300-client-profile';
import { Checkouts1700000002400 } from './1700000002400-checkouts';
import { LoyaltyCheckoutRefund1700000002450 } from './1700000002450-loyalty-checkout-refund';
import { Commissions1700000002500 } from './1700000002500-commissions';
import { CashSessions1700000002600 } from './1700000002600-cash-sessions';
import { CheckoutRefunds1700000002700 } from './1700000002700-checkout-refunds';
import { ReceiptsAndCheckoutIndexes1700000002710 } from './1700000002710-receipts-and-checkout-indexes';
import { ReportIndexes1700000002800 } from './1700000002800-report-indexes';
import { CustomReports1700000002900 } from './1700000002900-custom-reports';
import { ReportSpeedIndexes1700000003000 } from './1700000003000-report-speed-indexes';
import { RevenueLedger1700000003100 } from './1700000003100-revenue-ledger';
import { Units1700000003200 } from './1700000003200-units';
import { StockTransfers1700000003300 } from './1700000003300-stock-transfers';
import { NetworkSlug1700000003400 } from './1700000003400-network-slug';
import { StaffAcrossUnits1700000003500 } from './1700000003500-staff-across-units';
import { SharedClients1700000003600 } from './1700000003600-shared-clients';
import { NetworkBillingCustomer1700000003700 } from './1700000003700-network-billing-customer';
import { Packages1700000003800 } from './1700000003800-packages';
import { GiftCards1700000003900 } from './1700000003900-gift-cards';
import { AppointmentLinks1700000004000 } from './1700000004000-appointment-links';
import { Deposits1700000004100 } from './1700000004100-deposits';
import { Webhooks1700000004200 } from './1700000004200-webhooks';
import { IntegrationKeyScopes1700000004300 } from './1700000004300-integration-key-scopes';
import { CursorIndexes1700000004400 } from './1700000004400-CursorIndexes';
import { ClientCursorIndex1700000004500 } from './1700000004500-ClientCursorIndex';
import { WebhookDeliveriesFair1700000004600 } from './1700000004600-WebhookDeliveriesFair';

/** Every migration, in order. New domains append theirs here (one file each, timestamped). */
export const MIGRATIONS = [
  PlatformCore1700000000000,
  Billing1700000000100,
  AgendaCore1700000000200,
  Loyalty1700000000300,
  AccountSecurity1700000000400,
  FinanceStock1700000000500,
  SettingsIntegrations1700000000600,
  BillingStripe1700000000700,
  Push1700000000800,
  OnlineBooking1700000000900,
  ScaleIndexes1700000001000,
  LoyaltyUndo1700000001100,
  IdempotencyKeys1700000001200,
  RecordVersions1700000001300,
  StockLedger1700000001400,
  AuditLog1700000001500,
  AbuseLimits1700000001600,
  ClientAnonymized1700000001700,
  RateLimits1700000001800,
  StaffBlocks1700000001900,
  ServiceTiming1700000002000,
  NoShowAndMerge1700000002100,
  SlotMinutes1700000002200,
  ClientProfile1700000002300,
  Checkouts1700000002400,
  LoyaltyCheckoutRefund1700000002450,
  Commissions1700000002500,
  CashSessions1700000002600,
  CheckoutRefunds1700000002700,
  ReceiptsAndCheckoutIndexes1700000002710,
  ReportIndexes1700000002800,
  CustomReports1700000002900,
  ReportSpeedIndexes1700000003000,
  RevenueLedger1700000003100,
  Units1700000003200,
  StockTransfers1700000003300,
  NetworkSlug1700000003400,
  StaffAcrossUnits1700000003500,
  SharedClients1700000003600,
  NetworkBillingCustomer1700000003700,
  Packages1700000003800,
  GiftCards1700000003900,
  AppointmentLinks1700000004000,
  Deposits1700000004100,
  Webhooks1700000004200,
  IntegrationKeyScopes1700000004300,
  CursorIndexes1700000004400,
  ClientCursorIndex1700000004500,
  WebhookDeliveriesFair1700000004600,
];
