import { site } from '../../config/site';

/**
 * Who issues a vendor's printed document (statement, certificate, payments): the company's legal
 * name, its address and a line of contact words the document writes in its own language.
 */
export function CompanyLines({ nameClassName, contact }: { nameClassName: string; contact: string }) {
  const { street, city, region, postalCode } = site.address;
  return (
    <>
      <p className={nameClassName}>{site.legalName}</p>
      <p>
        {street}, {city}, {region} {postalCode}
      </p>
      <p>{contact}</p>
    </>
  );
}
