// Radix's accordion and tabs: a federation singleton of its own, small, for the screens that draw them (the
// sidebar's sports, the slip's modes, a page's tabs) without the dialogs of './overlays.js'.
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './primitives/accordion.js';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/tabs.js';
