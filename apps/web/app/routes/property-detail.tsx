import { data } from 'react-router';

// Property detail page: built by the detail feature (features/property-detail).
export function loader() {
  throw data(null, { status: 404 });
}

export default function PropertyDetailRoute() {
  return null;
}
