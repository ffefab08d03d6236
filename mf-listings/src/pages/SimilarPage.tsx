import { SimilarProjects, SimilarProperties } from '../features/modules/SimilarModule.js';

/** Under a property (the detail page's slot): similar properties, then the nearest projects. */
export default function SimilarPage({ propertyId }: { propertyId: number }) {
  return (
    <>
      <SimilarProperties propertyId={propertyId} />
      <SimilarProjects propertyId={propertyId} />
    </>
  );
}
