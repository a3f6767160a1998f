/** The name in the header, the sidebar and the login card. */
export const PRODUCT_TITLE = 'Sportsbook & Casino';
