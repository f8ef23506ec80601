export default function MemberCentre() {
  return <div>member {__TESSERA_VERSION__}</div>;
}
