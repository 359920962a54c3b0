// Entry of the product page's view. Kept out of the server entry (index.ts), which the category,
// subcategory, search, blog and works pages import: Turbopack makes every client component reachable
// from a route's imports a client reference of that route, so a view exported there put the product
// page's islands (add to cart, the quantity input, the gallery) on their first load (issue 40).
export { ProductView } from './components/product-view';
