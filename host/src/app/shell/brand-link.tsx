/** The header's brand: the merchant's logo (one per theme) and name, linking home. */
import { Link } from '@tessera/shared/router';
import { Icon } from '../icon';
import { siteBrand } from '../../common/site-brand';
import './brand.css';

export function SiteBrandLink() {
  const brand = siteBrand();
  return (
    <Link to="/" className="h-brand" data-testid="site-brand">
      {brand.logo ? (
        <>
          {/* Decorative: the name beside it is the link's text. Each theme shows the logo drawn for it (brand.css). */}
          <img className="h-brand__logo h-brand__logo--dark" src={brand.logo.dark} alt="" width={26} height={26} data-testid="site-logo-dark" />
          <img className="h-brand__logo h-brand__logo--light" src={brand.logo.light} alt="" width={26} height={26} data-testid="site-logo-light" />
        </>
      ) : (
        <Icon name="crown" size={26} />
      )}
      <span className="h-brand__name">{brand.name}</span>
    </Link>
  );
}
