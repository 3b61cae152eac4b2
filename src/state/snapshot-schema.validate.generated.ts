// @ts-nocheck
/* Generated from schemas/snapshot.schema.json by `npm run gen:types` (ajv standalone). Do not edit. */
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
const ucs2length = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default;

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://k8sform.dev/schemas/snapshot.schema.json","title":"k8sform snapshot","description":"What `k8sform snapshot -o FILE` writes and `k8sform plan --snapshot FILE` reads: what plan observes on the hosts and in the apiserver, with every private key and bootstrap token secret replaced by a stand-in (digests and public key; a one-way derived token). Checked before a snapshot is used.","type":"object","required":["formatVersion","cluster","configDigest","takenAt","hosts","apiserver"],"additionalProperties":false,"definitions":{"notRegular":{"type":"object","required":["what"],"additionalProperties":false,"properties":{"what":{"type":"string"},"linkTarget":{"type":"string"},"unread":{"type":"boolean"}}},"object":{"type":"object","required":["apiVersion","kind","metadata"],"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"namespace":{"type":"string"}}}}}},"properties":{"formatVersion":{"const":1,"description":"Changes only when the format changes incompatibly."},"cluster":{"type":"string","minLength":1,"maxLength":253,"description":"metadata.name of the cluster."},"configDigest":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256 of the cluster.yaml the snapshot was taken with; a plan may use another one."},"takenAt":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$","description":"When the hosts and the apiserver were read."},"hosts":{"type":"object","description":"Per host name: every managed path and directory as read (absent ones too), the unsafe directories above them, the record of k8sform's last apply.","additionalProperties":{"type":"object","required":["files","directories","unsafeDirectories","appliedRecord"],"additionalProperties":false,"properties":{"files":{"type":"array","items":{"type":"object","required":["path","exists","digest"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"exists":{"type":"boolean"},"digest":{"type":"string","description":"SHA-256 of the bytes on the host (of the real bytes, for a withheld secret too); absent; symlink:...; not-a-regular-file."},"mode":{"type":"integer","minimum":0},"uid":{"type":"integer","minimum":0},"gid":{"type":"integer","minimum":0},"size":{"type":"integer","minimum":0},"modifiedAt":{"type":"integer","description":"A regular file's last modification, in seconds since the epoch (the host's clock)."},"notRegular":{"$ref":"#/definitions/notRegular"},"certificatePem":{"type":"string","description":"A certificate file the kubelet keeps itself (kubelet-client-current.pem, kubelet-server-current.pem): the certificates it holds or its link leads to, read with the private key cut out on the host."},"text":{"type":"string","description":"The bytes, UTF-8; a private key only as its stand-in, a kubeconfig with its client key and token secret replaced."},"base64":{"type":"string","description":"The bytes of a file that is not UTF-8."}}}},"directories":{"type":"array","description":"Every directory k8sform manages on the host (the etcd data directory), as lstat saw it; never what is inside.","items":{"type":"object","required":["path","exists","digest"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"exists":{"type":"boolean"},"digest":{"type":"string","description":"directory:MODE:UID:GID; absent; not-a-directory."},"mode":{"type":"integer","minimum":0},"uid":{"type":"integer","minimum":0},"gid":{"type":"integer","minimum":0},"notDirectory":{"$ref":"#/definitions/notRegular"}}}},"unsafeDirectories":{"type":"array","items":{"type":"object","required":["path","what"],"additionalProperties":false,"properties":{"path":{"type":"string"},"what":{"type":"string"},"linkTarget":{"type":"string"},"unread":{"type":"boolean"}}}},"appliedRecord":{"type":["string","null"],"description":"The record file's text (digests, modes, owners), or null."},"processes":{"type":"object","description":"When the kubelet's process and, on a control plane, each control-plane component's started, by name (kubelet, etcd, kube-apiserver, kube-controller-manager, kube-scheduler); one that does not run is absent. Absent in snapshots taken before k8sform read it.","propertyNames":{"enum":["kubelet","etcd","kube-apiserver","kube-controller-manager","kube-scheduler"]},"additionalProperties":{"type":"object","required":["ticks","startedAt"],"additionalProperties":false,"properties":{"ticks":{"type":"integer","minimum":0,"description":"Clock ticks after the host booted, as /proc/PID/stat says."},"startedAt":{"type":"number","minimum":0,"description":"The same instant in seconds since the epoch (the host's clock, to the second)."}}}},"facts":{"type":"object","description":"What the host is, as the preflight checks read it (docs/preflight.md). Absent in snapshots taken before k8sform read it.","required":["clock","swapDevices","sysctls","overlayFilesystem","cgroupVersion","systemd","containerRuntime","missingTools","kernelRelease"],"additionalProperties":false,"properties":{"clock":{"type":"object","required":["host","sentAt","receivedAt"],"additionalProperties":false,"properties":{"host":{"type":"number"},"sentAt":{"type":"number"},"receivedAt":{"type":"number"}},"description":"The host's clock, and when k8sform sent the read and got its answer (seconds since the epoch)."},"swapDevices":{"type":"integer","minimum":0},"sysctls":{"type":"object","additionalProperties":{"type":"string"}},"overlayFilesystem":{"type":"boolean"},"cgroupVersion":{"enum":[1,2]},"systemd":{"type":"boolean"},"containerRuntime":{"type":"object","required":["socket","state"],"additionalProperties":false,"properties":{"socket":{"type":"string"},"state":{"enum":["answers","no-cri","silent","socket","absent"]},"detail":{"type":"string"}}},"listeningPorts":{"type":"array","items":{"type":"integer","minimum":0,"maximum":65535}},"missingTools":{"type":"array","items":{"type":"string"}},"kubelet":{"type":"object","required":["path","versionLine"],"additionalProperties":false,"properties":{"path":{"type":"string"},"versionLine":{"type":"string"}}},"disk":{"type":"object","required":["mount","totalKiB","availableKiB"],"additionalProperties":false,"properties":{"mount":{"type":"string"},"totalKiB":{"type":"integer","minimum":0},"availableKiB":{"type":"integer","minimum":0}}},"cpus":{"type":"integer","minimum":0},"memoryKiB":{"type":"integer","minimum":0},"kernelRelease":{"type":"string"},"machine":{"type":"string","description":"What uname -m said."},"downloaders":{"type":"array","items":{"enum":["curl","wget"]}},"binaries":{"type":"object","description":"Each binary k8sform installs (spec.nodeSoftware), by path: its digest, and its mode and owner when it exists.","additionalProperties":{"type":"object","required":["digest"],"additionalProperties":false,"properties":{"digest":{"type":"string"},"mode":{"type":"integer","minimum":0},"uid":{"type":"integer","minimum":0},"gid":{"type":"integer","minimum":0}}}},"missingFiles":{"type":"array","items":{"type":"string"},"description":"Of the files cluster.yaml names on the host that k8sform does not write (a registry mirror's ca), those that are not regular files there."}}}}}},"apiserver":{"description":"null when the cluster had no CA yet (no apiserver to ask).","oneOf":[{"type":"null"},{"type":"object","required":["endpoint","readiness","kubelets","objects"],"additionalProperties":false,"properties":{"endpoint":{"type":"string"},"readiness":{"type":"string","description":"ok, or why /readyz did not say so."},"kubelets":{"type":"object","additionalProperties":{"type":"string"}},"objects":{"description":"null unless the apiserver was ready and k8sform's identity could act.","oneOf":[{"type":"null"},{"type":"object","required":["live","dryRun","managed"],"additionalProperties":false,"properties":{"live":{"type":"object","additionalProperties":{"$ref":"#/definitions/object"}},"dryRun":{"type":"object","additionalProperties":{"type":"object","required":["applied","result"],"additionalProperties":false,"properties":{"applied":{"type":"string","pattern":"^[0-9a-f]{64}$"},"result":{"$ref":"#/definitions/object"}}}},"managed":{"type":"array","items":{"$ref":"#/definitions/object"}},"kinds":{"type":"object","description":"How the apiserver serves each kind of the add-on manifests, by apiVersion/kind. Absent without add-ons.","additionalProperties":{"enum":["namespaced","cluster","unserved"]}}}}]}}}]},"departing":{"type":"object","description":"Registered Nodes whose host cluster.yaml did not list, by Node name: the machines plan removes. Absent when there were none (and in snapshots taken before k8sform read them).","additionalProperties":{"type":"object","required":["address","leftAlone","host"],"additionalProperties":false,"properties":{"address":{"type":["string","null"],"description":"The Node's InternalIP, where the machine was reached over SSH; null when the Node reports none."},"leftAlone":{"type":["string","null"],"description":"Why the machine is not cleaned up (it could not be read, or a host in cluster.yaml has its address now); null when it was read."},"host":{"oneOf":[{"type":"null"},{"$ref":"#/properties/hosts/additionalProperties"}],"description":"What the machine's record of k8sform's last apply lists, as read there, secrets withheld as on any host; null when it could not be read."}}}},"etcd":{"description":"The stacked etcd's member list as plan read it, through the first control plane whose etcd answered; null when there was none to ask (a brand-new cluster, external etcd).","oneOf":[{"type":"null"},{"type":"object","required":["endpoint"],"additionalProperties":false,"properties":{"endpoint":{"type":"string","description":"The member asked, and the host it was reached through."},"members":{"type":"array","description":"The member list; absent when no member answered.","items":{"type":"object","required":["id","name","peerURLs","clientURLs","isLearner"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[0-9]+$","description":"The member ID, a decimal uint64."},"name":{"type":"string","description":"Empty until the member has started."},"peerURLs":{"type":"array","items":{"type":"string"},"description":"Where the other members reach it."},"clientURLs":{"type":"array","items":{"type":"string"},"description":"Where clients reach it; empty until it has started."},"isLearner":{"type":"boolean","description":"A learner replicates but does not vote."}}}},"healthy":{"type":"array","items":{"type":"string"},"description":"The IDs of the members that answered a status request of their own."},"error":{"type":"string","description":"Why no member answered."}}}]},"secrets":{"type":"object","description":"How the stacked etcd stores the Secrets, counted by the key each was written with (never a value), read only while a key rotation needs it; absent when it was not read.","required":["endpoint"],"additionalProperties":false,"properties":{"endpoint":{"type":"string","description":"The member asked, and the host it was reached through."},"storedWith":{"type":"object","description":"How many Secrets are stored encrypted with each key, by the key name their prefix names (k8s:enc:secretbox:v1:key1:); absent when no member answered.","additionalProperties":{"type":"integer","minimum":0}},"inTheClear":{"type":"integer","minimum":0,"description":"How many Secrets are stored as they are (identity); absent when no member answered."},"error":{"type":"string","description":"Why no member answered."}}}}};
const schema12 = schema11["definitions"]["notRegular"];
const schema14 = schema11["definitions"]["object"];
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
const pattern0 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern1 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$", "u");
const pattern2 = new RegExp("^/", "u");
const pattern7 = new RegExp("^[0-9]+$", "u");
const schema17 = schema11["properties"]["hosts"]["additionalProperties"];

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.files === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.directories === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "directories"},message:"must have required property '"+"directories"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.unsafeDirectories === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unsafeDirectories"},message:"must have required property '"+"unsafeDirectories"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.appliedRecord === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appliedRecord"},message:"must have required property '"+"appliedRecord"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "files") || (key0 === "directories")) || (key0 === "unsafeDirectories")) || (key0 === "appliedRecord")) || (key0 === "processes")) || (key0 === "facts"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.files !== undefined){
let data0 = data.files;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.path === undefined){
const err5 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema17.properties.files.items.required,parentSchema:schema17.properties.files.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.exists === undefined){
const err6 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "exists"},message:"must have required property '"+"exists"+"'",schema:schema17.properties.files.items.required,parentSchema:schema17.properties.files.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.digest === undefined){
const err7 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema17.properties.files.items.required,parentSchema:schema17.properties.files.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!(func2.call(schema17.properties.files.items.properties, key1))){
const err8 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.files.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.path !== undefined){
let data2 = data1.path;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err9 = {instancePath:instancePath+"/files/" + i0+"/path",schemaPath:"#/properties/files/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema17.properties.files.items.properties.path,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/files/" + i0+"/path",schemaPath:"#/properties/files/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.files.items.properties.path.type,parentSchema:schema17.properties.files.items.properties.path,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.exists !== undefined){
let data3 = data1.exists;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/files/" + i0+"/exists",schemaPath:"#/properties/files/items/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.files.items.properties.exists.type,parentSchema:schema17.properties.files.items.properties.exists,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.digest !== undefined){
let data4 = data1.digest;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/files/" + i0+"/digest",schemaPath:"#/properties/files/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.files.items.properties.digest.type,parentSchema:schema17.properties.files.items.properties.digest,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.mode !== undefined){
let data5 = data1.mode;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/files/" + i0+"/mode",schemaPath:"#/properties/files/items/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.files.items.properties.mode.type,parentSchema:schema17.properties.files.items.properties.mode,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/files/" + i0+"/mode",schemaPath:"#/properties/files/items/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.files.items.properties.mode,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data1.uid !== undefined){
let data6 = data1.uid;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/files/" + i0+"/uid",schemaPath:"#/properties/files/items/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.files.items.properties.uid.type,parentSchema:schema17.properties.files.items.properties.uid,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/files/" + i0+"/uid",schemaPath:"#/properties/files/items/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.files.items.properties.uid,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data1.gid !== undefined){
let data7 = data1.gid;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/files/" + i0+"/gid",schemaPath:"#/properties/files/items/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.files.items.properties.gid.type,parentSchema:schema17.properties.files.items.properties.gid,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/files/" + i0+"/gid",schemaPath:"#/properties/files/items/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.files.items.properties.gid,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data1.size !== undefined){
let data8 = data1.size;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/files/" + i0+"/size",schemaPath:"#/properties/files/items/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.files.items.properties.size.type,parentSchema:schema17.properties.files.items.properties.size,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/files/" + i0+"/size",schemaPath:"#/properties/files/items/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.files.items.properties.size,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data1.modifiedAt !== undefined){
let data9 = data1.modifiedAt;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/files/" + i0+"/modifiedAt",schemaPath:"#/properties/files/items/properties/modifiedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.files.items.properties.modifiedAt.type,parentSchema:schema17.properties.files.items.properties.modifiedAt,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.notRegular !== undefined){
let data10 = data1.notRegular;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.what === undefined){
const err22 = {instancePath:instancePath+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema12.required,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data10){
if(!(((key2 === "what") || (key2 === "linkTarget")) || (key2 === "unread"))){
const err23 = {instancePath:instancePath+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.what !== undefined){
let data11 = data10.what;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/files/" + i0+"/notRegular/what",schemaPath:"#/definitions/notRegular/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.what.type,parentSchema:schema12.properties.what,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.linkTarget !== undefined){
let data12 = data10.linkTarget;
if(typeof data12 !== "string"){
const err25 = {instancePath:instancePath+"/files/" + i0+"/notRegular/linkTarget",schemaPath:"#/definitions/notRegular/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.linkTarget.type,parentSchema:schema12.properties.linkTarget,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.unread !== undefined){
let data13 = data10.unread;
if(typeof data13 !== "boolean"){
const err26 = {instancePath:instancePath+"/files/" + i0+"/notRegular/unread",schemaPath:"#/definitions/notRegular/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.unread.type,parentSchema:schema12.properties.unread,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.certificatePem !== undefined){
let data14 = data1.certificatePem;
if(typeof data14 !== "string"){
const err28 = {instancePath:instancePath+"/files/" + i0+"/certificatePem",schemaPath:"#/properties/files/items/properties/certificatePem/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.files.items.properties.certificatePem.type,parentSchema:schema17.properties.files.items.properties.certificatePem,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.text !== undefined){
let data15 = data1.text;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/files/" + i0+"/text",schemaPath:"#/properties/files/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.files.items.properties.text.type,parentSchema:schema17.properties.files.items.properties.text,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.base64 !== undefined){
let data16 = data1.base64;
if(typeof data16 !== "string"){
const err30 = {instancePath:instancePath+"/files/" + i0+"/base64",schemaPath:"#/properties/files/items/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.files.items.properties.base64.type,parentSchema:schema17.properties.files.items.properties.base64,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.files.items.type,parentSchema:schema17.properties.files.items,data:data1};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.files.type,parentSchema:schema17.properties.files,data:data0};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.directories !== undefined){
let data17 = data.directories;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.path === undefined){
const err33 = {instancePath:instancePath+"/directories/" + i1,schemaPath:"#/properties/directories/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema17.properties.directories.items.required,parentSchema:schema17.properties.directories.items,data:data18};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data18.exists === undefined){
const err34 = {instancePath:instancePath+"/directories/" + i1,schemaPath:"#/properties/directories/items/required",keyword:"required",params:{missingProperty: "exists"},message:"must have required property '"+"exists"+"'",schema:schema17.properties.directories.items.required,parentSchema:schema17.properties.directories.items,data:data18};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data18.digest === undefined){
const err35 = {instancePath:instancePath+"/directories/" + i1,schemaPath:"#/properties/directories/items/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema17.properties.directories.items.required,parentSchema:schema17.properties.directories.items,data:data18};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data18){
if(!(((((((key3 === "path") || (key3 === "exists")) || (key3 === "digest")) || (key3 === "mode")) || (key3 === "uid")) || (key3 === "gid")) || (key3 === "notDirectory"))){
const err36 = {instancePath:instancePath+"/directories/" + i1,schemaPath:"#/properties/directories/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.directories.items,data:data18};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.path !== undefined){
let data19 = data18.path;
if(typeof data19 === "string"){
if(!pattern2.test(data19)){
const err37 = {instancePath:instancePath+"/directories/" + i1+"/path",schemaPath:"#/properties/directories/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema17.properties.directories.items.properties.path,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/directories/" + i1+"/path",schemaPath:"#/properties/directories/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.directories.items.properties.path.type,parentSchema:schema17.properties.directories.items.properties.path,data:data19};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data18.exists !== undefined){
let data20 = data18.exists;
if(typeof data20 !== "boolean"){
const err39 = {instancePath:instancePath+"/directories/" + i1+"/exists",schemaPath:"#/properties/directories/items/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.directories.items.properties.exists.type,parentSchema:schema17.properties.directories.items.properties.exists,data:data20};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.digest !== undefined){
let data21 = data18.digest;
if(typeof data21 !== "string"){
const err40 = {instancePath:instancePath+"/directories/" + i1+"/digest",schemaPath:"#/properties/directories/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.directories.items.properties.digest.type,parentSchema:schema17.properties.directories.items.properties.digest,data:data21};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.mode !== undefined){
let data22 = data18.mode;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err41 = {instancePath:instancePath+"/directories/" + i1+"/mode",schemaPath:"#/properties/directories/items/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.directories.items.properties.mode.type,parentSchema:schema17.properties.directories.items.properties.mode,data:data22};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err42 = {instancePath:instancePath+"/directories/" + i1+"/mode",schemaPath:"#/properties/directories/items/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.directories.items.properties.mode,data:data22};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data18.uid !== undefined){
let data23 = data18.uid;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err43 = {instancePath:instancePath+"/directories/" + i1+"/uid",schemaPath:"#/properties/directories/items/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.directories.items.properties.uid.type,parentSchema:schema17.properties.directories.items.properties.uid,data:data23};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err44 = {instancePath:instancePath+"/directories/" + i1+"/uid",schemaPath:"#/properties/directories/items/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.directories.items.properties.uid,data:data23};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data18.gid !== undefined){
let data24 = data18.gid;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err45 = {instancePath:instancePath+"/directories/" + i1+"/gid",schemaPath:"#/properties/directories/items/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.directories.items.properties.gid.type,parentSchema:schema17.properties.directories.items.properties.gid,data:data24};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err46 = {instancePath:instancePath+"/directories/" + i1+"/gid",schemaPath:"#/properties/directories/items/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.directories.items.properties.gid,data:data24};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data18.notDirectory !== undefined){
let data25 = data18.notDirectory;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.what === undefined){
const err47 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema12.required,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key4 in data25){
if(!(((key4 === "what") || (key4 === "linkTarget")) || (key4 === "unread"))){
const err48 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data25.what !== undefined){
let data26 = data25.what;
if(typeof data26 !== "string"){
const err49 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory/what",schemaPath:"#/definitions/notRegular/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.what.type,parentSchema:schema12.properties.what,data:data26};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data25.linkTarget !== undefined){
let data27 = data25.linkTarget;
if(typeof data27 !== "string"){
const err50 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory/linkTarget",schemaPath:"#/definitions/notRegular/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.linkTarget.type,parentSchema:schema12.properties.linkTarget,data:data27};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data25.unread !== undefined){
let data28 = data25.unread;
if(typeof data28 !== "boolean"){
const err51 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory/unread",schemaPath:"#/definitions/notRegular/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.unread.type,parentSchema:schema12.properties.unread,data:data28};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/directories/" + i1,schemaPath:"#/properties/directories/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.directories.items.type,parentSchema:schema17.properties.directories.items,data:data18};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/directories",schemaPath:"#/properties/directories/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.directories.type,parentSchema:schema17.properties.directories,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.unsafeDirectories !== undefined){
let data29 = data.unsafeDirectories;
if(Array.isArray(data29)){
const len2 = data29.length;
for(let i2=0; i2<len2; i2++){
let data30 = data29[i2];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.path === undefined){
const err55 = {instancePath:instancePath+"/unsafeDirectories/" + i2,schemaPath:"#/properties/unsafeDirectories/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema17.properties.unsafeDirectories.items.required,parentSchema:schema17.properties.unsafeDirectories.items,data:data30};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data30.what === undefined){
const err56 = {instancePath:instancePath+"/unsafeDirectories/" + i2,schemaPath:"#/properties/unsafeDirectories/items/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema17.properties.unsafeDirectories.items.required,parentSchema:schema17.properties.unsafeDirectories.items,data:data30};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key5 in data30){
if(!((((key5 === "path") || (key5 === "what")) || (key5 === "linkTarget")) || (key5 === "unread"))){
const err57 = {instancePath:instancePath+"/unsafeDirectories/" + i2,schemaPath:"#/properties/unsafeDirectories/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.unsafeDirectories.items,data:data30};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data30.path !== undefined){
let data31 = data30.path;
if(typeof data31 !== "string"){
const err58 = {instancePath:instancePath+"/unsafeDirectories/" + i2+"/path",schemaPath:"#/properties/unsafeDirectories/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.unsafeDirectories.items.properties.path.type,parentSchema:schema17.properties.unsafeDirectories.items.properties.path,data:data31};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data30.what !== undefined){
let data32 = data30.what;
if(typeof data32 !== "string"){
const err59 = {instancePath:instancePath+"/unsafeDirectories/" + i2+"/what",schemaPath:"#/properties/unsafeDirectories/items/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.unsafeDirectories.items.properties.what.type,parentSchema:schema17.properties.unsafeDirectories.items.properties.what,data:data32};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data30.linkTarget !== undefined){
let data33 = data30.linkTarget;
if(typeof data33 !== "string"){
const err60 = {instancePath:instancePath+"/unsafeDirectories/" + i2+"/linkTarget",schemaPath:"#/properties/unsafeDirectories/items/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.unsafeDirectories.items.properties.linkTarget.type,parentSchema:schema17.properties.unsafeDirectories.items.properties.linkTarget,data:data33};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data30.unread !== undefined){
let data34 = data30.unread;
if(typeof data34 !== "boolean"){
const err61 = {instancePath:instancePath+"/unsafeDirectories/" + i2+"/unread",schemaPath:"#/properties/unsafeDirectories/items/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.unsafeDirectories.items.properties.unread.type,parentSchema:schema17.properties.unsafeDirectories.items.properties.unread,data:data34};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/unsafeDirectories/" + i2,schemaPath:"#/properties/unsafeDirectories/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.unsafeDirectories.items.type,parentSchema:schema17.properties.unsafeDirectories.items,data:data30};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/unsafeDirectories",schemaPath:"#/properties/unsafeDirectories/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.unsafeDirectories.type,parentSchema:schema17.properties.unsafeDirectories,data:data29};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.appliedRecord !== undefined){
let data35 = data.appliedRecord;
if((typeof data35 !== "string") && (data35 !== null)){
const err64 = {instancePath:instancePath+"/appliedRecord",schemaPath:"#/properties/appliedRecord/type",keyword:"type",params:{type: schema17.properties.appliedRecord.type},message:"must be string,null",schema:schema17.properties.appliedRecord.type,parentSchema:schema17.properties.appliedRecord,data:data35};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.processes !== undefined){
let data36 = data.processes;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key6 in data36){
const _errs83 = errors;
if(!(((((key6 === "kubelet") || (key6 === "etcd")) || (key6 === "kube-apiserver")) || (key6 === "kube-controller-manager")) || (key6 === "kube-scheduler"))){
const err65 = {instancePath:instancePath+"/processes",schemaPath:"#/properties/processes/propertyNames/enum",keyword:"enum",params:{allowedValues: schema17.properties.processes.propertyNames.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.processes.propertyNames.enum,parentSchema:schema17.properties.processes.propertyNames,data:key6,propertyName:key6};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var valid14 = _errs83 === errors;
if(!valid14){
const err66 = {instancePath:instancePath+"/processes",schemaPath:"#/properties/processes/propertyNames",keyword:"propertyNames",params:{propertyName: key6},message:"property name must be valid",schema:schema17.properties.processes.propertyNames,parentSchema:schema17.properties.processes,data:data36};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
for(const key7 in data36){
let data37 = data36[key7];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.ticks === undefined){
const err67 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/processes/additionalProperties/required",keyword:"required",params:{missingProperty: "ticks"},message:"must have required property '"+"ticks"+"'",schema:schema17.properties.processes.additionalProperties.required,parentSchema:schema17.properties.processes.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data37.startedAt === undefined){
const err68 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/processes/additionalProperties/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'",schema:schema17.properties.processes.additionalProperties.required,parentSchema:schema17.properties.processes.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key8 in data37){
if(!((key8 === "ticks") || (key8 === "startedAt"))){
const err69 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/processes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.processes.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data37.ticks !== undefined){
let data38 = data37.ticks;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err70 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/ticks",schemaPath:"#/properties/processes/additionalProperties/properties/ticks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.processes.additionalProperties.properties.ticks.type,parentSchema:schema17.properties.processes.additionalProperties.properties.ticks,data:data38};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 0 || isNaN(data38)){
const err71 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/ticks",schemaPath:"#/properties/processes/additionalProperties/properties/ticks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.processes.additionalProperties.properties.ticks,data:data38};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
if(data37.startedAt !== undefined){
let data39 = data37.startedAt;
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err72 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/startedAt",schemaPath:"#/properties/processes/additionalProperties/properties/startedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.processes.additionalProperties.properties.startedAt,data:data39};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/startedAt",schemaPath:"#/properties/processes/additionalProperties/properties/startedAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema17.properties.processes.additionalProperties.properties.startedAt.type,parentSchema:schema17.properties.processes.additionalProperties.properties.startedAt,data:data39};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/processes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/processes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.processes.additionalProperties.type,parentSchema:schema17.properties.processes.additionalProperties,data:data37};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/processes",schemaPath:"#/properties/processes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.processes.type,parentSchema:schema17.properties.processes,data:data36};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.facts !== undefined){
let data40 = data.facts;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.clock === undefined){
const err76 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "clock"},message:"must have required property '"+"clock"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data40.swapDevices === undefined){
const err77 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "swapDevices"},message:"must have required property '"+"swapDevices"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data40.sysctls === undefined){
const err78 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "sysctls"},message:"must have required property '"+"sysctls"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data40.overlayFilesystem === undefined){
const err79 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "overlayFilesystem"},message:"must have required property '"+"overlayFilesystem"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data40.cgroupVersion === undefined){
const err80 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "cgroupVersion"},message:"must have required property '"+"cgroupVersion"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data40.systemd === undefined){
const err81 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "systemd"},message:"must have required property '"+"systemd"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data40.containerRuntime === undefined){
const err82 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "containerRuntime"},message:"must have required property '"+"containerRuntime"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data40.missingTools === undefined){
const err83 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "missingTools"},message:"must have required property '"+"missingTools"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data40.kernelRelease === undefined){
const err84 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/required",keyword:"required",params:{missingProperty: "kernelRelease"},message:"must have required property '"+"kernelRelease"+"'",schema:schema17.properties.facts.required,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key9 in data40){
if(!(func2.call(schema17.properties.facts.properties, key9))){
const err85 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data40.clock !== undefined){
let data41 = data40.clock;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.host === undefined){
const err86 = {instancePath:instancePath+"/facts/clock",schemaPath:"#/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema17.properties.facts.properties.clock.required,parentSchema:schema17.properties.facts.properties.clock,data:data41};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data41.sentAt === undefined){
const err87 = {instancePath:instancePath+"/facts/clock",schemaPath:"#/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "sentAt"},message:"must have required property '"+"sentAt"+"'",schema:schema17.properties.facts.properties.clock.required,parentSchema:schema17.properties.facts.properties.clock,data:data41};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data41.receivedAt === undefined){
const err88 = {instancePath:instancePath+"/facts/clock",schemaPath:"#/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "receivedAt"},message:"must have required property '"+"receivedAt"+"'",schema:schema17.properties.facts.properties.clock.required,parentSchema:schema17.properties.facts.properties.clock,data:data41};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
for(const key10 in data41){
if(!(((key10 === "host") || (key10 === "sentAt")) || (key10 === "receivedAt"))){
const err89 = {instancePath:instancePath+"/facts/clock",schemaPath:"#/properties/facts/properties/clock/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts.properties.clock,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data41.host !== undefined){
let data42 = data41.host;
if(!((typeof data42 == "number") && (isFinite(data42)))){
const err90 = {instancePath:instancePath+"/facts/clock/host",schemaPath:"#/properties/facts/properties/clock/properties/host/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema17.properties.facts.properties.clock.properties.host.type,parentSchema:schema17.properties.facts.properties.clock.properties.host,data:data42};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data41.sentAt !== undefined){
let data43 = data41.sentAt;
if(!((typeof data43 == "number") && (isFinite(data43)))){
const err91 = {instancePath:instancePath+"/facts/clock/sentAt",schemaPath:"#/properties/facts/properties/clock/properties/sentAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema17.properties.facts.properties.clock.properties.sentAt.type,parentSchema:schema17.properties.facts.properties.clock.properties.sentAt,data:data43};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data41.receivedAt !== undefined){
let data44 = data41.receivedAt;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err92 = {instancePath:instancePath+"/facts/clock/receivedAt",schemaPath:"#/properties/facts/properties/clock/properties/receivedAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema17.properties.facts.properties.clock.properties.receivedAt.type,parentSchema:schema17.properties.facts.properties.clock.properties.receivedAt,data:data44};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/facts/clock",schemaPath:"#/properties/facts/properties/clock/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.clock.type,parentSchema:schema17.properties.facts.properties.clock,data:data41};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data40.swapDevices !== undefined){
let data45 = data40.swapDevices;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err94 = {instancePath:instancePath+"/facts/swapDevices",schemaPath:"#/properties/facts/properties/swapDevices/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.swapDevices.type,parentSchema:schema17.properties.facts.properties.swapDevices,data:data45};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err95 = {instancePath:instancePath+"/facts/swapDevices",schemaPath:"#/properties/facts/properties/swapDevices/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.swapDevices,data:data45};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
if(data40.sysctls !== undefined){
let data46 = data40.sysctls;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key11 in data46){
let data47 = data46[key11];
if(typeof data47 !== "string"){
const err96 = {instancePath:instancePath+"/facts/sysctls/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/properties/sysctls/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.sysctls.additionalProperties.type,parentSchema:schema17.properties.facts.properties.sysctls.additionalProperties,data:data47};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/facts/sysctls",schemaPath:"#/properties/facts/properties/sysctls/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.sysctls.type,parentSchema:schema17.properties.facts.properties.sysctls,data:data46};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data40.overlayFilesystem !== undefined){
let data48 = data40.overlayFilesystem;
if(typeof data48 !== "boolean"){
const err98 = {instancePath:instancePath+"/facts/overlayFilesystem",schemaPath:"#/properties/facts/properties/overlayFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.facts.properties.overlayFilesystem.type,parentSchema:schema17.properties.facts.properties.overlayFilesystem,data:data48};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data40.cgroupVersion !== undefined){
let data49 = data40.cgroupVersion;
if(!((data49 === 1) || (data49 === 2))){
const err99 = {instancePath:instancePath+"/facts/cgroupVersion",schemaPath:"#/properties/facts/properties/cgroupVersion/enum",keyword:"enum",params:{allowedValues: schema17.properties.facts.properties.cgroupVersion.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.facts.properties.cgroupVersion.enum,parentSchema:schema17.properties.facts.properties.cgroupVersion,data:data49};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data40.systemd !== undefined){
let data50 = data40.systemd;
if(typeof data50 !== "boolean"){
const err100 = {instancePath:instancePath+"/facts/systemd",schemaPath:"#/properties/facts/properties/systemd/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.facts.properties.systemd.type,parentSchema:schema17.properties.facts.properties.systemd,data:data50};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data40.containerRuntime !== undefined){
let data51 = data40.containerRuntime;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.socket === undefined){
const err101 = {instancePath:instancePath+"/facts/containerRuntime",schemaPath:"#/properties/facts/properties/containerRuntime/required",keyword:"required",params:{missingProperty: "socket"},message:"must have required property '"+"socket"+"'",schema:schema17.properties.facts.properties.containerRuntime.required,parentSchema:schema17.properties.facts.properties.containerRuntime,data:data51};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data51.state === undefined){
const err102 = {instancePath:instancePath+"/facts/containerRuntime",schemaPath:"#/properties/facts/properties/containerRuntime/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema17.properties.facts.properties.containerRuntime.required,parentSchema:schema17.properties.facts.properties.containerRuntime,data:data51};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
for(const key12 in data51){
if(!(((key12 === "socket") || (key12 === "state")) || (key12 === "detail"))){
const err103 = {instancePath:instancePath+"/facts/containerRuntime",schemaPath:"#/properties/facts/properties/containerRuntime/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts.properties.containerRuntime,data:data51};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data51.socket !== undefined){
let data52 = data51.socket;
if(typeof data52 !== "string"){
const err104 = {instancePath:instancePath+"/facts/containerRuntime/socket",schemaPath:"#/properties/facts/properties/containerRuntime/properties/socket/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.containerRuntime.properties.socket.type,parentSchema:schema17.properties.facts.properties.containerRuntime.properties.socket,data:data52};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data51.state !== undefined){
let data53 = data51.state;
if(!(((((data53 === "answers") || (data53 === "no-cri")) || (data53 === "silent")) || (data53 === "socket")) || (data53 === "absent"))){
const err105 = {instancePath:instancePath+"/facts/containerRuntime/state",schemaPath:"#/properties/facts/properties/containerRuntime/properties/state/enum",keyword:"enum",params:{allowedValues: schema17.properties.facts.properties.containerRuntime.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.facts.properties.containerRuntime.properties.state.enum,parentSchema:schema17.properties.facts.properties.containerRuntime.properties.state,data:data53};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data51.detail !== undefined){
let data54 = data51.detail;
if(typeof data54 !== "string"){
const err106 = {instancePath:instancePath+"/facts/containerRuntime/detail",schemaPath:"#/properties/facts/properties/containerRuntime/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.containerRuntime.properties.detail.type,parentSchema:schema17.properties.facts.properties.containerRuntime.properties.detail,data:data54};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/facts/containerRuntime",schemaPath:"#/properties/facts/properties/containerRuntime/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.containerRuntime.type,parentSchema:schema17.properties.facts.properties.containerRuntime,data:data51};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data40.listeningPorts !== undefined){
let data55 = data40.listeningPorts;
if(Array.isArray(data55)){
const len3 = data55.length;
for(let i3=0; i3<len3; i3++){
let data56 = data55[i3];
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err108 = {instancePath:instancePath+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/facts/properties/listeningPorts/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.listeningPorts.items.type,parentSchema:schema17.properties.facts.properties.listeningPorts.items,data:data56};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 > 65535 || isNaN(data56)){
const err109 = {instancePath:instancePath+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/facts/properties/listeningPorts/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema17.properties.facts.properties.listeningPorts.items,data:data56};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data56 < 0 || isNaN(data56)){
const err110 = {instancePath:instancePath+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/facts/properties/listeningPorts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.listeningPorts.items,data:data56};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
}
else {
const err111 = {instancePath:instancePath+"/facts/listeningPorts",schemaPath:"#/properties/facts/properties/listeningPorts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.facts.properties.listeningPorts.type,parentSchema:schema17.properties.facts.properties.listeningPorts,data:data55};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data40.missingTools !== undefined){
let data57 = data40.missingTools;
if(Array.isArray(data57)){
const len4 = data57.length;
for(let i4=0; i4<len4; i4++){
let data58 = data57[i4];
if(typeof data58 !== "string"){
const err112 = {instancePath:instancePath+"/facts/missingTools/" + i4,schemaPath:"#/properties/facts/properties/missingTools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.missingTools.items.type,parentSchema:schema17.properties.facts.properties.missingTools.items,data:data58};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/facts/missingTools",schemaPath:"#/properties/facts/properties/missingTools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.facts.properties.missingTools.type,parentSchema:schema17.properties.facts.properties.missingTools,data:data57};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data40.kubelet !== undefined){
let data59 = data40.kubelet;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.path === undefined){
const err114 = {instancePath:instancePath+"/facts/kubelet",schemaPath:"#/properties/facts/properties/kubelet/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema17.properties.facts.properties.kubelet.required,parentSchema:schema17.properties.facts.properties.kubelet,data:data59};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data59.versionLine === undefined){
const err115 = {instancePath:instancePath+"/facts/kubelet",schemaPath:"#/properties/facts/properties/kubelet/required",keyword:"required",params:{missingProperty: "versionLine"},message:"must have required property '"+"versionLine"+"'",schema:schema17.properties.facts.properties.kubelet.required,parentSchema:schema17.properties.facts.properties.kubelet,data:data59};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
for(const key13 in data59){
if(!((key13 === "path") || (key13 === "versionLine"))){
const err116 = {instancePath:instancePath+"/facts/kubelet",schemaPath:"#/properties/facts/properties/kubelet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts.properties.kubelet,data:data59};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data59.path !== undefined){
let data60 = data59.path;
if(typeof data60 !== "string"){
const err117 = {instancePath:instancePath+"/facts/kubelet/path",schemaPath:"#/properties/facts/properties/kubelet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.kubelet.properties.path.type,parentSchema:schema17.properties.facts.properties.kubelet.properties.path,data:data60};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data59.versionLine !== undefined){
let data61 = data59.versionLine;
if(typeof data61 !== "string"){
const err118 = {instancePath:instancePath+"/facts/kubelet/versionLine",schemaPath:"#/properties/facts/properties/kubelet/properties/versionLine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.kubelet.properties.versionLine.type,parentSchema:schema17.properties.facts.properties.kubelet.properties.versionLine,data:data61};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/facts/kubelet",schemaPath:"#/properties/facts/properties/kubelet/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.kubelet.type,parentSchema:schema17.properties.facts.properties.kubelet,data:data59};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data40.disk !== undefined){
let data62 = data40.disk;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.mount === undefined){
const err120 = {instancePath:instancePath+"/facts/disk",schemaPath:"#/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "mount"},message:"must have required property '"+"mount"+"'",schema:schema17.properties.facts.properties.disk.required,parentSchema:schema17.properties.facts.properties.disk,data:data62};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data62.totalKiB === undefined){
const err121 = {instancePath:instancePath+"/facts/disk",schemaPath:"#/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "totalKiB"},message:"must have required property '"+"totalKiB"+"'",schema:schema17.properties.facts.properties.disk.required,parentSchema:schema17.properties.facts.properties.disk,data:data62};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data62.availableKiB === undefined){
const err122 = {instancePath:instancePath+"/facts/disk",schemaPath:"#/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "availableKiB"},message:"must have required property '"+"availableKiB"+"'",schema:schema17.properties.facts.properties.disk.required,parentSchema:schema17.properties.facts.properties.disk,data:data62};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key14 in data62){
if(!(((key14 === "mount") || (key14 === "totalKiB")) || (key14 === "availableKiB"))){
const err123 = {instancePath:instancePath+"/facts/disk",schemaPath:"#/properties/facts/properties/disk/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts.properties.disk,data:data62};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data62.mount !== undefined){
let data63 = data62.mount;
if(typeof data63 !== "string"){
const err124 = {instancePath:instancePath+"/facts/disk/mount",schemaPath:"#/properties/facts/properties/disk/properties/mount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.disk.properties.mount.type,parentSchema:schema17.properties.facts.properties.disk.properties.mount,data:data63};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data62.totalKiB !== undefined){
let data64 = data62.totalKiB;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err125 = {instancePath:instancePath+"/facts/disk/totalKiB",schemaPath:"#/properties/facts/properties/disk/properties/totalKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.disk.properties.totalKiB.type,parentSchema:schema17.properties.facts.properties.disk.properties.totalKiB,data:data64};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err126 = {instancePath:instancePath+"/facts/disk/totalKiB",schemaPath:"#/properties/facts/properties/disk/properties/totalKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.disk.properties.totalKiB,data:data64};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
if(data62.availableKiB !== undefined){
let data65 = data62.availableKiB;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err127 = {instancePath:instancePath+"/facts/disk/availableKiB",schemaPath:"#/properties/facts/properties/disk/properties/availableKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.disk.properties.availableKiB.type,parentSchema:schema17.properties.facts.properties.disk.properties.availableKiB,data:data65};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err128 = {instancePath:instancePath+"/facts/disk/availableKiB",schemaPath:"#/properties/facts/properties/disk/properties/availableKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.disk.properties.availableKiB,data:data65};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
}
else {
const err129 = {instancePath:instancePath+"/facts/disk",schemaPath:"#/properties/facts/properties/disk/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.disk.type,parentSchema:schema17.properties.facts.properties.disk,data:data62};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data40.cpus !== undefined){
let data66 = data40.cpus;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err130 = {instancePath:instancePath+"/facts/cpus",schemaPath:"#/properties/facts/properties/cpus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.cpus.type,parentSchema:schema17.properties.facts.properties.cpus,data:data66};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err131 = {instancePath:instancePath+"/facts/cpus",schemaPath:"#/properties/facts/properties/cpus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.cpus,data:data66};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
if(data40.memoryKiB !== undefined){
let data67 = data40.memoryKiB;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err132 = {instancePath:instancePath+"/facts/memoryKiB",schemaPath:"#/properties/facts/properties/memoryKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.memoryKiB.type,parentSchema:schema17.properties.facts.properties.memoryKiB,data:data67};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
const err133 = {instancePath:instancePath+"/facts/memoryKiB",schemaPath:"#/properties/facts/properties/memoryKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.memoryKiB,data:data67};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
if(data40.kernelRelease !== undefined){
let data68 = data40.kernelRelease;
if(typeof data68 !== "string"){
const err134 = {instancePath:instancePath+"/facts/kernelRelease",schemaPath:"#/properties/facts/properties/kernelRelease/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.kernelRelease.type,parentSchema:schema17.properties.facts.properties.kernelRelease,data:data68};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data40.machine !== undefined){
let data69 = data40.machine;
if(typeof data69 !== "string"){
const err135 = {instancePath:instancePath+"/facts/machine",schemaPath:"#/properties/facts/properties/machine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.machine.type,parentSchema:schema17.properties.facts.properties.machine,data:data69};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data40.downloaders !== undefined){
let data70 = data40.downloaders;
if(Array.isArray(data70)){
const len5 = data70.length;
for(let i5=0; i5<len5; i5++){
let data71 = data70[i5];
if(!((data71 === "curl") || (data71 === "wget"))){
const err136 = {instancePath:instancePath+"/facts/downloaders/" + i5,schemaPath:"#/properties/facts/properties/downloaders/items/enum",keyword:"enum",params:{allowedValues: schema17.properties.facts.properties.downloaders.items.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.facts.properties.downloaders.items.enum,parentSchema:schema17.properties.facts.properties.downloaders.items,data:data71};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/facts/downloaders",schemaPath:"#/properties/facts/properties/downloaders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.facts.properties.downloaders.type,parentSchema:schema17.properties.facts.properties.downloaders,data:data70};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data40.binaries !== undefined){
let data72 = data40.binaries;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
for(const key15 in data72){
let data73 = data72[key15];
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
if(data73.digest === undefined){
const err138 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/properties/binaries/additionalProperties/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema17.properties.facts.properties.binaries.additionalProperties.required,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties,data:data73};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key16 in data73){
if(!((((key16 === "digest") || (key16 === "mode")) || (key16 === "uid")) || (key16 === "gid"))){
const err139 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/properties/binaries/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties,data:data73};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data73.digest !== undefined){
let data74 = data73.digest;
if(typeof data74 !== "string"){
const err140 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.binaries.additionalProperties.properties.digest.type,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.digest,data:data74};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data73.mode !== undefined){
let data75 = data73.mode;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err141 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/mode",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.binaries.additionalProperties.properties.mode.type,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.mode,data:data75};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 0 || isNaN(data75)){
const err142 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/mode",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.mode,data:data75};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
if(data73.uid !== undefined){
let data76 = data73.uid;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err143 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.binaries.additionalProperties.properties.uid.type,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.uid,data:data76};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 0 || isNaN(data76)){
const err144 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.uid,data:data76};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
if(data73.gid !== undefined){
let data77 = data73.gid;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err145 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/gid",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties.facts.properties.binaries.additionalProperties.properties.gid.type,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.gid,data:data77};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 0 || isNaN(data77)){
const err146 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/gid",schemaPath:"#/properties/facts/properties/binaries/additionalProperties/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties.properties.gid,data:data77};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
}
else {
const err147 = {instancePath:instancePath+"/facts/binaries/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/facts/properties/binaries/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.binaries.additionalProperties.type,parentSchema:schema17.properties.facts.properties.binaries.additionalProperties,data:data73};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
else {
const err148 = {instancePath:instancePath+"/facts/binaries",schemaPath:"#/properties/facts/properties/binaries/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.properties.binaries.type,parentSchema:schema17.properties.facts.properties.binaries,data:data72};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data40.missingFiles !== undefined){
let data78 = data40.missingFiles;
if(Array.isArray(data78)){
const len6 = data78.length;
for(let i6=0; i6<len6; i6++){
let data79 = data78[i6];
if(typeof data79 !== "string"){
const err149 = {instancePath:instancePath+"/facts/missingFiles/" + i6,schemaPath:"#/properties/facts/properties/missingFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.facts.properties.missingFiles.items.type,parentSchema:schema17.properties.facts.properties.missingFiles.items,data:data79};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/facts/missingFiles",schemaPath:"#/properties/facts/properties/missingFiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.facts.properties.missingFiles.type,parentSchema:schema17.properties.facts.properties.missingFiles,data:data78};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
else {
const err151 = {instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.facts.type,parentSchema:schema17.properties.facts,data:data40};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://k8sform.dev/schemas/snapshot.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.formatVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "formatVersion"},message:"must have required property '"+"formatVersion"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cluster === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster"},message:"must have required property '"+"cluster"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.configDigest === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configDigest"},message:"must have required property '"+"configDigest"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.takenAt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "takenAt"},message:"must have required property '"+"takenAt"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hosts === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hosts"},message:"must have required property '"+"hosts"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.apiserver === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiserver"},message:"must have required property '"+"apiserver"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.formatVersion !== undefined){
let data0 = data.formatVersion;
if(1 !== data0){
const err7 = {instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema11.properties.formatVersion,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.cluster !== undefined){
let data1 = data.cluster;
if(typeof data1 === "string"){
if(func3(data1) > 253){
const err8 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema11.properties.cluster,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func3(data1) < 1){
const err9 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.cluster,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cluster.type,parentSchema:schema11.properties.cluster,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.configDigest !== undefined){
let data2 = data.configDigest;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err11 = {instancePath:instancePath+"/configDigest",schemaPath:"#/properties/configDigest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema11.properties.configDigest,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/configDigest",schemaPath:"#/properties/configDigest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.configDigest.type,parentSchema:schema11.properties.configDigest,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.takenAt !== undefined){
let data3 = data.takenAt;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/takenAt",schemaPath:"#/properties/takenAt/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$",parentSchema:schema11.properties.takenAt,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/takenAt",schemaPath:"#/properties/takenAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.takenAt.type,parentSchema:schema11.properties.takenAt,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.hosts !== undefined){
let data4 = data.hosts;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.files === undefined){
const err15 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'",schema:schema11.properties.hosts.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.directories === undefined){
const err16 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/required",keyword:"required",params:{missingProperty: "directories"},message:"must have required property '"+"directories"+"'",schema:schema11.properties.hosts.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.unsafeDirectories === undefined){
const err17 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/required",keyword:"required",params:{missingProperty: "unsafeDirectories"},message:"must have required property '"+"unsafeDirectories"+"'",schema:schema11.properties.hosts.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.appliedRecord === undefined){
const err18 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/required",keyword:"required",params:{missingProperty: "appliedRecord"},message:"must have required property '"+"appliedRecord"+"'",schema:schema11.properties.hosts.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data5){
if(!((((((key2 === "files") || (key2 === "directories")) || (key2 === "unsafeDirectories")) || (key2 === "appliedRecord")) || (key2 === "processes")) || (key2 === "facts"))){
const err19 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.files !== undefined){
let data6 = data5.files;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.path === undefined){
const err20 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0,schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema11.properties.hosts.additionalProperties.properties.files.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.exists === undefined){
const err21 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0,schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/required",keyword:"required",params:{missingProperty: "exists"},message:"must have required property '"+"exists"+"'",schema:schema11.properties.hosts.additionalProperties.properties.files.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.digest === undefined){
const err22 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0,schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema11.properties.hosts.additionalProperties.properties.files.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data7){
if(!(func2.call(schema11.properties.hosts.additionalProperties.properties.files.items.properties, key3))){
const err23 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0,schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.path !== undefined){
let data8 = data7.path;
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
const err24 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/path",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.path,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/path",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.path.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.path,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.exists !== undefined){
let data9 = data7.exists;
if(typeof data9 !== "boolean"){
const err26 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/exists",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.exists.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.exists,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.digest !== undefined){
let data10 = data7.digest;
if(typeof data10 !== "string"){
const err27 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/digest",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.digest.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.digest,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data7.mode !== undefined){
let data11 = data7.mode;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.mode.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.mode,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.mode,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data7.uid !== undefined){
let data12 = data7.uid;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err30 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.uid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.uid,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.uid,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data7.gid !== undefined){
let data13 = data7.gid;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err32 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.gid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.gid,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err33 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.gid,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data7.size !== undefined){
let data14 = data7.size;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err34 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/size",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.size.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.size,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/size",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.size,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data7.modifiedAt !== undefined){
let data15 = data7.modifiedAt;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err36 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/modifiedAt",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/modifiedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.modifiedAt.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.modifiedAt,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.notRegular !== undefined){
let data16 = data7.notRegular;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.what === undefined){
const err37 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema12.required,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key4 in data16){
if(!(((key4 === "what") || (key4 === "linkTarget")) || (key4 === "unread"))){
const err38 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.what !== undefined){
let data17 = data16.what;
if(typeof data17 !== "string"){
const err39 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular/what",schemaPath:"#/definitions/notRegular/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.what.type,parentSchema:schema12.properties.what,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.linkTarget !== undefined){
let data18 = data16.linkTarget;
if(typeof data18 !== "string"){
const err40 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular/linkTarget",schemaPath:"#/definitions/notRegular/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.linkTarget.type,parentSchema:schema12.properties.linkTarget,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.unread !== undefined){
let data19 = data16.unread;
if(typeof data19 !== "boolean"){
const err41 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular/unread",schemaPath:"#/definitions/notRegular/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.unread.type,parentSchema:schema12.properties.unread,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/notRegular",schemaPath:"#/definitions/notRegular/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data7.certificatePem !== undefined){
let data20 = data7.certificatePem;
if(typeof data20 !== "string"){
const err43 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/certificatePem",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/certificatePem/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.certificatePem.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.certificatePem,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data7.text !== undefined){
let data21 = data7.text;
if(typeof data21 !== "string"){
const err44 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/text",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.text.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.text,data:data21};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data7.base64 !== undefined){
let data22 = data7.base64;
if(typeof data22 !== "string"){
const err45 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0+"/base64",schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.base64.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items.properties.base64,data:data22};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files/" + i0,schemaPath:"#/properties/hosts/additionalProperties/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.files.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files.items,data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/files",schemaPath:"#/properties/hosts/additionalProperties/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.files.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.files,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data5.directories !== undefined){
let data23 = data5.directories;
if(Array.isArray(data23)){
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.path === undefined){
const err48 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1,schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items,data:data24};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data24.exists === undefined){
const err49 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1,schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/required",keyword:"required",params:{missingProperty: "exists"},message:"must have required property '"+"exists"+"'",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items,data:data24};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data24.digest === undefined){
const err50 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1,schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items,data:data24};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key5 in data24){
if(!(((((((key5 === "path") || (key5 === "exists")) || (key5 === "digest")) || (key5 === "mode")) || (key5 === "uid")) || (key5 === "gid")) || (key5 === "notDirectory"))){
const err51 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1,schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items,data:data24};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data24.path !== undefined){
let data25 = data24.path;
if(typeof data25 === "string"){
if(!pattern2.test(data25)){
const err52 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/path",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",schema:"^/",parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.path,data:data25};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/path",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.path.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.path,data:data25};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data24.exists !== undefined){
let data26 = data24.exists;
if(typeof data26 !== "boolean"){
const err54 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/exists",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.exists.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.exists,data:data26};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data24.digest !== undefined){
let data27 = data24.digest;
if(typeof data27 !== "string"){
const err55 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/digest",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.digest.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.digest,data:data27};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data24.mode !== undefined){
let data28 = data24.mode;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err56 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.mode.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.mode,data:data28};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err57 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.mode,data:data28};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data24.uid !== undefined){
let data29 = data24.uid;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err58 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.uid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.uid,data:data29};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err59 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.uid,data:data29};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data24.gid !== undefined){
let data30 = data24.gid;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err60 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.gid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.gid,data:data30};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err61 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items.properties.gid,data:data30};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data24.notDirectory !== undefined){
let data31 = data24.notDirectory;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.what === undefined){
const err62 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema12.required,parentSchema:schema12,data:data31};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key6 in data31){
if(!(((key6 === "what") || (key6 === "linkTarget")) || (key6 === "unread"))){
const err63 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data31};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data31.what !== undefined){
let data32 = data31.what;
if(typeof data32 !== "string"){
const err64 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory/what",schemaPath:"#/definitions/notRegular/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.what.type,parentSchema:schema12.properties.what,data:data32};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data31.linkTarget !== undefined){
let data33 = data31.linkTarget;
if(typeof data33 !== "string"){
const err65 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory/linkTarget",schemaPath:"#/definitions/notRegular/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.linkTarget.type,parentSchema:schema12.properties.linkTarget,data:data33};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data31.unread !== undefined){
let data34 = data31.unread;
if(typeof data34 !== "boolean"){
const err66 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory/unread",schemaPath:"#/definitions/notRegular/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.unread.type,parentSchema:schema12.properties.unread,data:data34};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1+"/notDirectory",schemaPath:"#/definitions/notRegular/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data31};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories/" + i1,schemaPath:"#/properties/hosts/additionalProperties/properties/directories/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.directories.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories.items,data:data24};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/directories",schemaPath:"#/properties/hosts/additionalProperties/properties/directories/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.directories.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.directories,data:data23};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data5.unsafeDirectories !== undefined){
let data35 = data5.unsafeDirectories;
if(Array.isArray(data35)){
const len2 = data35.length;
for(let i2=0; i2<len2; i2++){
let data36 = data35[i2];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.path === undefined){
const err70 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2,schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items,data:data36};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data36.what === undefined){
const err71 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2,schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items,data:data36};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key7 in data36){
if(!((((key7 === "path") || (key7 === "what")) || (key7 === "linkTarget")) || (key7 === "unread"))){
const err72 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2,schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items,data:data36};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data36.path !== undefined){
let data37 = data36.path;
if(typeof data37 !== "string"){
const err73 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2+"/path",schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.path.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.path,data:data37};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data36.what !== undefined){
let data38 = data36.what;
if(typeof data38 !== "string"){
const err74 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2+"/what",schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.what.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.what,data:data38};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data36.linkTarget !== undefined){
let data39 = data36.linkTarget;
if(typeof data39 !== "string"){
const err75 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2+"/linkTarget",schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/properties/linkTarget/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.linkTarget.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.linkTarget,data:data39};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data36.unread !== undefined){
let data40 = data36.unread;
if(typeof data40 !== "boolean"){
const err76 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2+"/unread",schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.unread.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.properties.unread,data:data40};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories/" + i2,schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.items,data:data36};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/unsafeDirectories",schemaPath:"#/properties/hosts/additionalProperties/properties/unsafeDirectories/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.unsafeDirectories,data:data35};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data5.appliedRecord !== undefined){
let data41 = data5.appliedRecord;
if((typeof data41 !== "string") && (data41 !== null)){
const err79 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/appliedRecord",schemaPath:"#/properties/hosts/additionalProperties/properties/appliedRecord/type",keyword:"type",params:{type: schema11.properties.hosts.additionalProperties.properties.appliedRecord.type},message:"must be string,null",schema:schema11.properties.hosts.additionalProperties.properties.appliedRecord.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.appliedRecord,data:data41};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data5.processes !== undefined){
let data42 = data5.processes;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key8 in data42){
const _errs96 = errors;
if(!(((((key8 === "kubelet") || (key8 === "etcd")) || (key8 === "kube-apiserver")) || (key8 === "kube-controller-manager")) || (key8 === "kube-scheduler"))){
const err80 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/propertyNames/enum",keyword:"enum",params:{allowedValues: schema11.properties.hosts.additionalProperties.properties.processes.propertyNames.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.hosts.additionalProperties.properties.processes.propertyNames.enum,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.propertyNames,data:key8,propertyName:key8};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid16 = _errs96 === errors;
if(!valid16){
const err81 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/propertyNames",keyword:"propertyNames",params:{propertyName: key8},message:"property name must be valid",schema:schema11.properties.hosts.additionalProperties.properties.processes.propertyNames,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes,data:data42};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
for(const key9 in data42){
let data43 = data42[key9];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.ticks === undefined){
const err82 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/required",keyword:"required",params:{missingProperty: "ticks"},message:"must have required property '"+"ticks"+"'",schema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties,data:data43};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data43.startedAt === undefined){
const err83 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'",schema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties,data:data43};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
for(const key10 in data43){
if(!((key10 === "ticks") || (key10 === "startedAt"))){
const err84 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties,data:data43};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data43.ticks !== undefined){
let data44 = data43.ticks;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err85 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/ticks",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/properties/ticks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.ticks.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.ticks,data:data44};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err86 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/ticks",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/properties/ticks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.ticks,data:data44};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data43.startedAt !== undefined){
let data45 = data43.startedAt;
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err87 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/startedAt",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/properties/startedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.startedAt,data:data45};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/startedAt",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/properties/startedAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.startedAt.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.properties.startedAt,data:data45};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/processes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes.additionalProperties,data:data43};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/processes",schemaPath:"#/properties/hosts/additionalProperties/properties/processes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.processes.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.processes,data:data42};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data5.facts !== undefined){
let data46 = data5.facts;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.clock === undefined){
const err91 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "clock"},message:"must have required property '"+"clock"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data46.swapDevices === undefined){
const err92 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "swapDevices"},message:"must have required property '"+"swapDevices"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data46.sysctls === undefined){
const err93 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "sysctls"},message:"must have required property '"+"sysctls"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data46.overlayFilesystem === undefined){
const err94 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "overlayFilesystem"},message:"must have required property '"+"overlayFilesystem"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data46.cgroupVersion === undefined){
const err95 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "cgroupVersion"},message:"must have required property '"+"cgroupVersion"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data46.systemd === undefined){
const err96 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "systemd"},message:"must have required property '"+"systemd"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data46.containerRuntime === undefined){
const err97 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "containerRuntime"},message:"must have required property '"+"containerRuntime"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data46.missingTools === undefined){
const err98 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "missingTools"},message:"must have required property '"+"missingTools"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data46.kernelRelease === undefined){
const err99 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/required",keyword:"required",params:{missingProperty: "kernelRelease"},message:"must have required property '"+"kernelRelease"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
for(const key11 in data46){
if(!(func2.call(schema11.properties.hosts.additionalProperties.properties.facts.properties, key11))){
const err100 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data46.clock !== undefined){
let data47 = data46.clock;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.host === undefined){
const err101 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock,data:data47};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data47.sentAt === undefined){
const err102 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "sentAt"},message:"must have required property '"+"sentAt"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock,data:data47};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data47.receivedAt === undefined){
const err103 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/required",keyword:"required",params:{missingProperty: "receivedAt"},message:"must have required property '"+"receivedAt"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock,data:data47};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
for(const key12 in data47){
if(!(((key12 === "host") || (key12 === "sentAt")) || (key12 === "receivedAt"))){
const err104 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock,data:data47};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data47.host !== undefined){
let data48 = data47.host;
if(!((typeof data48 == "number") && (isFinite(data48)))){
const err105 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock/host",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/properties/host/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.host.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.host,data:data48};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data47.sentAt !== undefined){
let data49 = data47.sentAt;
if(!((typeof data49 == "number") && (isFinite(data49)))){
const err106 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock/sentAt",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/properties/sentAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.sentAt.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.sentAt,data:data49};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data47.receivedAt !== undefined){
let data50 = data47.receivedAt;
if(!((typeof data50 == "number") && (isFinite(data50)))){
const err107 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock/receivedAt",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/properties/receivedAt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.receivedAt.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.properties.receivedAt,data:data50};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/clock",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/clock/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.clock,data:data47};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data46.swapDevices !== undefined){
let data51 = data46.swapDevices;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err109 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/swapDevices",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/swapDevices/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.swapDevices.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.swapDevices,data:data51};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
const err110 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/swapDevices",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/swapDevices/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.swapDevices,data:data51};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
if(data46.sysctls !== undefined){
let data52 = data46.sysctls;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key13 in data52){
let data53 = data52[key13];
if(typeof data53 !== "string"){
const err111 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/sysctls/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/sysctls/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.sysctls.additionalProperties.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.sysctls.additionalProperties,data:data53};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/sysctls",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/sysctls/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.sysctls.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.sysctls,data:data52};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data46.overlayFilesystem !== undefined){
let data54 = data46.overlayFilesystem;
if(typeof data54 !== "boolean"){
const err113 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/overlayFilesystem",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/overlayFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.overlayFilesystem.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.overlayFilesystem,data:data54};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data46.cgroupVersion !== undefined){
let data55 = data46.cgroupVersion;
if(!((data55 === 1) || (data55 === 2))){
const err114 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/cgroupVersion",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/cgroupVersion/enum",keyword:"enum",params:{allowedValues: schema11.properties.hosts.additionalProperties.properties.facts.properties.cgroupVersion.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.cgroupVersion.enum,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.cgroupVersion,data:data55};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data46.systemd !== undefined){
let data56 = data46.systemd;
if(typeof data56 !== "boolean"){
const err115 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/systemd",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/systemd/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.systemd.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.systemd,data:data56};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data46.containerRuntime !== undefined){
let data57 = data46.containerRuntime;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.socket === undefined){
const err116 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/required",keyword:"required",params:{missingProperty: "socket"},message:"must have required property '"+"socket"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime,data:data57};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data57.state === undefined){
const err117 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime,data:data57};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key14 in data57){
if(!(((key14 === "socket") || (key14 === "state")) || (key14 === "detail"))){
const err118 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime,data:data57};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data57.socket !== undefined){
let data58 = data57.socket;
if(typeof data58 !== "string"){
const err119 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime/socket",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/properties/socket/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.socket.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.socket,data:data58};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data57.state !== undefined){
let data59 = data57.state;
if(!(((((data59 === "answers") || (data59 === "no-cri")) || (data59 === "silent")) || (data59 === "socket")) || (data59 === "absent"))){
const err120 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime/state",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.state.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.state.enum,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.state,data:data59};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data57.detail !== undefined){
let data60 = data57.detail;
if(typeof data60 !== "string"){
const err121 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime/detail",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.detail.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.properties.detail,data:data60};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/containerRuntime",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/containerRuntime/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.containerRuntime,data:data57};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data46.listeningPorts !== undefined){
let data61 = data46.listeningPorts;
if(Array.isArray(data61)){
const len3 = data61.length;
for(let i3=0; i3<len3; i3++){
let data62 = data61[i3];
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err123 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/listeningPorts/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts.items,data:data62};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 65535 || isNaN(data62)){
const err124 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/listeningPorts/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts.items,data:data62};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data62 < 0 || isNaN(data62)){
const err125 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/listeningPorts/" + i3,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/listeningPorts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts.items,data:data62};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
}
else {
const err126 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/listeningPorts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/listeningPorts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.listeningPorts,data:data61};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data46.missingTools !== undefined){
let data63 = data46.missingTools;
if(Array.isArray(data63)){
const len4 = data63.length;
for(let i4=0; i4<len4; i4++){
let data64 = data63[i4];
if(typeof data64 !== "string"){
const err127 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/missingTools/" + i4,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/missingTools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingTools.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingTools.items,data:data64};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/missingTools",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/missingTools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingTools.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingTools,data:data63};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data46.kubelet !== undefined){
let data65 = data46.kubelet;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.path === undefined){
const err129 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet,data:data65};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data65.versionLine === undefined){
const err130 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/required",keyword:"required",params:{missingProperty: "versionLine"},message:"must have required property '"+"versionLine"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet,data:data65};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
for(const key15 in data65){
if(!((key15 === "path") || (key15 === "versionLine"))){
const err131 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet,data:data65};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data65.path !== undefined){
let data66 = data65.path;
if(typeof data66 !== "string"){
const err132 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet/path",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.properties.path.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.properties.path,data:data66};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data65.versionLine !== undefined){
let data67 = data65.versionLine;
if(typeof data67 !== "string"){
const err133 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet/versionLine",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/properties/versionLine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.properties.versionLine.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.properties.versionLine,data:data67};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kubelet",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kubelet/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kubelet,data:data65};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data46.disk !== undefined){
let data68 = data46.disk;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.mount === undefined){
const err135 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "mount"},message:"must have required property '"+"mount"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk,data:data68};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data68.totalKiB === undefined){
const err136 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "totalKiB"},message:"must have required property '"+"totalKiB"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk,data:data68};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data68.availableKiB === undefined){
const err137 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/required",keyword:"required",params:{missingProperty: "availableKiB"},message:"must have required property '"+"availableKiB"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk,data:data68};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key16 in data68){
if(!(((key16 === "mount") || (key16 === "totalKiB")) || (key16 === "availableKiB"))){
const err138 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk,data:data68};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data68.mount !== undefined){
let data69 = data68.mount;
if(typeof data69 !== "string"){
const err139 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk/mount",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/properties/mount/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.mount.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.mount,data:data69};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data68.totalKiB !== undefined){
let data70 = data68.totalKiB;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err140 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk/totalKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/properties/totalKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.totalKiB.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.totalKiB,data:data70};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err141 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk/totalKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/properties/totalKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.totalKiB,data:data70};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
if(data68.availableKiB !== undefined){
let data71 = data68.availableKiB;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err142 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk/availableKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/properties/availableKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.availableKiB.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.availableKiB,data:data71};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 0 || isNaN(data71)){
const err143 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk/availableKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/properties/availableKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.properties.availableKiB,data:data71};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
}
else {
const err144 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/disk",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/disk/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.disk,data:data68};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data46.cpus !== undefined){
let data72 = data46.cpus;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err145 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/cpus",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/cpus/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.cpus.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.cpus,data:data72};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
const err146 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/cpus",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/cpus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.cpus,data:data72};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
if(data46.memoryKiB !== undefined){
let data73 = data46.memoryKiB;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err147 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/memoryKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/memoryKiB/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.memoryKiB.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.memoryKiB,data:data73};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 0 || isNaN(data73)){
const err148 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/memoryKiB",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/memoryKiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.memoryKiB,data:data73};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
if(data46.kernelRelease !== undefined){
let data74 = data46.kernelRelease;
if(typeof data74 !== "string"){
const err149 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/kernelRelease",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/kernelRelease/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kernelRelease.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.kernelRelease,data:data74};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data46.machine !== undefined){
let data75 = data46.machine;
if(typeof data75 !== "string"){
const err150 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/machine",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/machine/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.machine.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.machine,data:data75};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data46.downloaders !== undefined){
let data76 = data46.downloaders;
if(Array.isArray(data76)){
const len5 = data76.length;
for(let i5=0; i5<len5; i5++){
let data77 = data76[i5];
if(!((data77 === "curl") || (data77 === "wget"))){
const err151 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/downloaders/" + i5,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/downloaders/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.hosts.additionalProperties.properties.facts.properties.downloaders.items.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.downloaders.items.enum,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.downloaders.items,data:data77};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/downloaders",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/downloaders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.downloaders.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.downloaders,data:data76};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data46.binaries !== undefined){
let data78 = data46.binaries;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
for(const key17 in data78){
let data79 = data78[key17];
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
if(data79.digest === undefined){
const err153 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.required,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties,data:data79};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
for(const key18 in data79){
if(!((((key18 === "digest") || (key18 === "mode")) || (key18 === "uid")) || (key18 === "gid"))){
const err154 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties,data:data79};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data79.digest !== undefined){
let data80 = data79.digest;
if(typeof data80 !== "string"){
const err155 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/digest",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.digest.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.digest,data:data80};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data79.mode !== undefined){
let data81 = data79.mode;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
const err156 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.mode.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.mode,data:data81};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
const err157 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/mode",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.mode,data:data81};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
if(data79.uid !== undefined){
let data82 = data79.uid;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err158 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.uid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.uid,data:data82};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
const err159 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/uid",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.uid,data:data82};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
if(data79.gid !== undefined){
let data83 = data79.gid;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
const err160 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.gid.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.gid,data:data83};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
const err161 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1")+"/gid",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.properties.gid,data:data83};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
}
else {
const err162 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.additionalProperties,data:data79};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/binaries",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/binaries/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.binaries,data:data78};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data46.missingFiles !== undefined){
let data84 = data46.missingFiles;
if(Array.isArray(data84)){
const len6 = data84.length;
for(let i6=0; i6<len6; i6++){
let data85 = data84[i6];
if(typeof data85 !== "string"){
const err164 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/missingFiles/" + i6,schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/missingFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingFiles.items.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingFiles.items,data:data85};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts/missingFiles",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/properties/missingFiles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingFiles.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts.properties.missingFiles,data:data84};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/facts",schemaPath:"#/properties/hosts/additionalProperties/properties/facts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.properties.facts.type,parentSchema:schema11.properties.hosts.additionalProperties.properties.facts,data:data46};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/hosts/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/hosts/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.additionalProperties.type,parentSchema:schema11.properties.hosts.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/hosts",schemaPath:"#/properties/hosts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.hosts.type,parentSchema:schema11.properties.hosts,data:data4};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data.apiserver !== undefined){
let data86 = data.apiserver;
const _errs191 = errors;
let valid35 = false;
let passing0 = null;
const _errs192 = errors;
if(data86 !== null){
const err169 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema11.properties.apiserver.oneOf[0].type,parentSchema:schema11.properties.apiserver.oneOf[0],data:data86};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid0 = _errs192 === errors;
if(_valid0){
valid35 = true;
passing0 = 0;
}
const _errs194 = errors;
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.endpoint === undefined){
const err170 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema11.properties.apiserver.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(data86.readiness === undefined){
const err171 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/required",keyword:"required",params:{missingProperty: "readiness"},message:"must have required property '"+"readiness"+"'",schema:schema11.properties.apiserver.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(data86.kubelets === undefined){
const err172 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/required",keyword:"required",params:{missingProperty: "kubelets"},message:"must have required property '"+"kubelets"+"'",schema:schema11.properties.apiserver.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data86.objects === undefined){
const err173 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/required",keyword:"required",params:{missingProperty: "objects"},message:"must have required property '"+"objects"+"'",schema:schema11.properties.apiserver.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
for(const key19 in data86){
if(!((((key19 === "endpoint") || (key19 === "readiness")) || (key19 === "kubelets")) || (key19 === "objects"))){
const err174 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data86.endpoint !== undefined){
let data87 = data86.endpoint;
if(typeof data87 !== "string"){
const err175 = {instancePath:instancePath+"/apiserver/endpoint",schemaPath:"#/properties/apiserver/oneOf/1/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.apiserver.oneOf[1].properties.endpoint.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.endpoint,data:data87};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data86.readiness !== undefined){
let data88 = data86.readiness;
if(typeof data88 !== "string"){
const err176 = {instancePath:instancePath+"/apiserver/readiness",schemaPath:"#/properties/apiserver/oneOf/1/properties/readiness/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.apiserver.oneOf[1].properties.readiness.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.readiness,data:data88};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data86.kubelets !== undefined){
let data89 = data86.kubelets;
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
for(const key20 in data89){
let data90 = data89[key20];
if(typeof data90 !== "string"){
const err177 = {instancePath:instancePath+"/apiserver/kubelets/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/kubelets/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.apiserver.oneOf[1].properties.kubelets.additionalProperties.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.kubelets.additionalProperties,data:data90};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/apiserver/kubelets",schemaPath:"#/properties/apiserver/oneOf/1/properties/kubelets/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.kubelets.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.kubelets,data:data89};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data86.objects !== undefined){
let data91 = data86.objects;
const _errs207 = errors;
let valid38 = false;
let passing1 = null;
const _errs208 = errors;
if(data91 !== null){
const err179 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[0].type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[0],data:data91};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
var _valid1 = _errs208 === errors;
if(_valid1){
valid38 = true;
passing1 = 0;
}
const _errs210 = errors;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.live === undefined){
const err180 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/required",keyword:"required",params:{missingProperty: "live"},message:"must have required property '"+"live"+"'",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1],data:data91};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data91.dryRun === undefined){
const err181 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/required",keyword:"required",params:{missingProperty: "dryRun"},message:"must have required property '"+"dryRun"+"'",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1],data:data91};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data91.managed === undefined){
const err182 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/required",keyword:"required",params:{missingProperty: "managed"},message:"must have required property '"+"managed"+"'",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].required,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1],data:data91};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
for(const key21 in data91){
if(!((((key21 === "live") || (key21 === "dryRun")) || (key21 === "managed")) || (key21 === "kinds"))){
const err183 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1],data:data91};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data91.live !== undefined){
let data92 = data91.live;
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
for(const key22 in data92){
let data93 = data92[key22];
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.apiVersion === undefined){
const err184 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema14.required,parentSchema:schema14,data:data93};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(data93.kind === undefined){
const err185 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema14.required,parentSchema:schema14,data:data93};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data93.metadata === undefined){
const err186 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema14.required,parentSchema:schema14,data:data93};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(data93.apiVersion !== undefined){
let data94 = data93.apiVersion;
if(typeof data94 !== "string"){
const err187 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/apiVersion",schemaPath:"#/definitions/object/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.apiVersion.type,parentSchema:schema14.properties.apiVersion,data:data94};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data93.kind !== undefined){
let data95 = data93.kind;
if(typeof data95 !== "string"){
const err188 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",schemaPath:"#/definitions/object/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.kind.type,parentSchema:schema14.properties.kind,data:data95};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data93.metadata !== undefined){
let data96 = data93.metadata;
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
if(data96.name === undefined){
const err189 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/metadata",schemaPath:"#/definitions/object/properties/metadata/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema14.properties.metadata.required,parentSchema:schema14.properties.metadata,data:data96};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data96.name !== undefined){
let data97 = data96.name;
if(typeof data97 !== "string"){
const err190 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/metadata/name",schemaPath:"#/definitions/object/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.name.type,parentSchema:schema14.properties.metadata.properties.name,data:data97};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data96.namespace !== undefined){
let data98 = data96.namespace;
if(typeof data98 !== "string"){
const err191 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/metadata/namespace",schemaPath:"#/definitions/object/properties/metadata/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.namespace.type,parentSchema:schema14.properties.metadata.properties.namespace,data:data98};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
else {
const err192 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1")+"/metadata",schemaPath:"#/definitions/object/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.properties.metadata.type,parentSchema:schema14.properties.metadata,data:data96};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/apiserver/objects/live/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/object/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data93};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
else {
const err194 = {instancePath:instancePath+"/apiserver/objects/live",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/live/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.live.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.live,data:data92};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data91.dryRun !== undefined){
let data99 = data91.dryRun;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
for(const key23 in data99){
let data100 = data99[key23];
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.applied === undefined){
const err195 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/required",keyword:"required",params:{missingProperty: "applied"},message:"must have required property '"+"applied"+"'",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.required,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties,data:data100};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(data100.result === undefined){
const err196 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.required,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties,data:data100};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
for(const key24 in data100){
if(!((key24 === "applied") || (key24 === "result"))){
const err197 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties,data:data100};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data100.applied !== undefined){
let data101 = data100.applied;
if(typeof data101 === "string"){
if(!pattern0.test(data101)){
const err198 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/applied",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/properties/applied/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.properties.applied,data:data101};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
else {
const err199 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/applied",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/properties/applied/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.properties.applied.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.properties.applied,data:data101};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data100.result !== undefined){
let data102 = data100.result;
if(data102 && typeof data102 == "object" && !Array.isArray(data102)){
if(data102.apiVersion === undefined){
const err200 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result",schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema14.required,parentSchema:schema14,data:data102};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
if(data102.kind === undefined){
const err201 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result",schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema14.required,parentSchema:schema14,data:data102};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(data102.metadata === undefined){
const err202 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result",schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema14.required,parentSchema:schema14,data:data102};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
if(data102.apiVersion !== undefined){
let data103 = data102.apiVersion;
if(typeof data103 !== "string"){
const err203 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/apiVersion",schemaPath:"#/definitions/object/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.apiVersion.type,parentSchema:schema14.properties.apiVersion,data:data103};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data102.kind !== undefined){
let data104 = data102.kind;
if(typeof data104 !== "string"){
const err204 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/kind",schemaPath:"#/definitions/object/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.kind.type,parentSchema:schema14.properties.kind,data:data104};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data102.metadata !== undefined){
let data105 = data102.metadata;
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.name === undefined){
const err205 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/metadata",schemaPath:"#/definitions/object/properties/metadata/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema14.properties.metadata.required,parentSchema:schema14.properties.metadata,data:data105};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(data105.name !== undefined){
let data106 = data105.name;
if(typeof data106 !== "string"){
const err206 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/metadata/name",schemaPath:"#/definitions/object/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.name.type,parentSchema:schema14.properties.metadata.properties.name,data:data106};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data105.namespace !== undefined){
let data107 = data105.namespace;
if(typeof data107 !== "string"){
const err207 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/metadata/namespace",schemaPath:"#/definitions/object/properties/metadata/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.namespace.type,parentSchema:schema14.properties.metadata.properties.namespace,data:data107};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
else {
const err208 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result/metadata",schemaPath:"#/definitions/object/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.properties.metadata.type,parentSchema:schema14.properties.metadata,data:data105};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
else {
const err209 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1")+"/result",schemaPath:"#/definitions/object/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data102};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/apiserver/objects/dryRun/" + key23.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.additionalProperties,data:data100};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/apiserver/objects/dryRun",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/dryRun/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.dryRun,data:data99};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data91.managed !== undefined){
let data108 = data91.managed;
if(Array.isArray(data108)){
const len7 = data108.length;
for(let i7=0; i7<len7; i7++){
let data109 = data108[i7];
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.apiVersion === undefined){
const err212 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7,schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "apiVersion"},message:"must have required property '"+"apiVersion"+"'",schema:schema14.required,parentSchema:schema14,data:data109};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
if(data109.kind === undefined){
const err213 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7,schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema14.required,parentSchema:schema14,data:data109};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(data109.metadata === undefined){
const err214 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7,schemaPath:"#/definitions/object/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'",schema:schema14.required,parentSchema:schema14,data:data109};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(data109.apiVersion !== undefined){
let data110 = data109.apiVersion;
if(typeof data110 !== "string"){
const err215 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/apiVersion",schemaPath:"#/definitions/object/properties/apiVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.apiVersion.type,parentSchema:schema14.properties.apiVersion,data:data110};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data109.kind !== undefined){
let data111 = data109.kind;
if(typeof data111 !== "string"){
const err216 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/kind",schemaPath:"#/definitions/object/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.kind.type,parentSchema:schema14.properties.kind,data:data111};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data109.metadata !== undefined){
let data112 = data109.metadata;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
if(data112.name === undefined){
const err217 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/metadata",schemaPath:"#/definitions/object/properties/metadata/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema14.properties.metadata.required,parentSchema:schema14.properties.metadata,data:data112};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(data112.name !== undefined){
let data113 = data112.name;
if(typeof data113 !== "string"){
const err218 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/metadata/name",schemaPath:"#/definitions/object/properties/metadata/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.name.type,parentSchema:schema14.properties.metadata.properties.name,data:data113};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data112.namespace !== undefined){
let data114 = data112.namespace;
if(typeof data114 !== "string"){
const err219 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/metadata/namespace",schemaPath:"#/definitions/object/properties/metadata/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.metadata.properties.namespace.type,parentSchema:schema14.properties.metadata.properties.namespace,data:data114};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
else {
const err220 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7+"/metadata",schemaPath:"#/definitions/object/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.properties.metadata.type,parentSchema:schema14.properties.metadata,data:data112};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
else {
const err221 = {instancePath:instancePath+"/apiserver/objects/managed/" + i7,schemaPath:"#/definitions/object/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data:data109};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
}
else {
const err222 = {instancePath:instancePath+"/apiserver/objects/managed",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/managed/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.managed.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.managed,data:data108};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data91.kinds !== undefined){
let data115 = data91.kinds;
if(data115 && typeof data115 == "object" && !Array.isArray(data115)){
for(const key25 in data115){
let data116 = data115[key25];
if(!(((data116 === "namespaced") || (data116 === "cluster")) || (data116 === "unserved"))){
const err223 = {instancePath:instancePath+"/apiserver/objects/kinds/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/kinds/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.kinds.additionalProperties.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.kinds.additionalProperties.enum,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.kinds.additionalProperties,data:data116};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
else {
const err224 = {instancePath:instancePath+"/apiserver/objects/kinds",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/properties/kinds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.kinds.type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].properties.kinds,data:data115};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
}
else {
const err225 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1].type,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf[1],data:data91};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid1 = _errs210 === errors;
if(_valid1 && valid38){
valid38 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid38 = true;
passing1 = 1;
}
}
if(!valid38){
const err226 = {instancePath:instancePath+"/apiserver/objects",schemaPath:"#/properties/apiserver/oneOf/1/properties/objects/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema11.properties.apiserver.oneOf[1].properties.objects.oneOf,parentSchema:schema11.properties.apiserver.oneOf[1].properties.objects,data:data91};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
else {
errors = _errs207;
if(vErrors !== null){
if(_errs207){
vErrors.length = _errs207;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err227 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.apiserver.oneOf[1].type,parentSchema:schema11.properties.apiserver.oneOf[1],data:data86};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var _valid0 = _errs194 === errors;
if(_valid0 && valid35){
valid35 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid35 = true;
passing0 = 1;
}
}
if(!valid35){
const err228 = {instancePath:instancePath+"/apiserver",schemaPath:"#/properties/apiserver/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema11.properties.apiserver.oneOf,parentSchema:schema11.properties.apiserver,data:data86};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
else {
errors = _errs191;
if(vErrors !== null){
if(_errs191){
vErrors.length = _errs191;
}
else {
vErrors = null;
}
}
}
}
if(data.departing !== undefined){
let data117 = data.departing;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
for(const key26 in data117){
let data118 = data117[key26];
if(data118 && typeof data118 == "object" && !Array.isArray(data118)){
if(data118.address === undefined){
const err229 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/departing/additionalProperties/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema11.properties.departing.additionalProperties.required,parentSchema:schema11.properties.departing.additionalProperties,data:data118};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
if(data118.leftAlone === undefined){
const err230 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/departing/additionalProperties/required",keyword:"required",params:{missingProperty: "leftAlone"},message:"must have required property '"+"leftAlone"+"'",schema:schema11.properties.departing.additionalProperties.required,parentSchema:schema11.properties.departing.additionalProperties,data:data118};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
if(data118.host === undefined){
const err231 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/departing/additionalProperties/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema11.properties.departing.additionalProperties.required,parentSchema:schema11.properties.departing.additionalProperties,data:data118};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
for(const key27 in data118){
if(!(((key27 === "address") || (key27 === "leftAlone")) || (key27 === "host"))){
const err232 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/departing/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.departing.additionalProperties,data:data118};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data118.address !== undefined){
let data119 = data118.address;
if((typeof data119 !== "string") && (data119 !== null)){
const err233 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/address",schemaPath:"#/properties/departing/additionalProperties/properties/address/type",keyword:"type",params:{type: schema11.properties.departing.additionalProperties.properties.address.type},message:"must be string,null",schema:schema11.properties.departing.additionalProperties.properties.address.type,parentSchema:schema11.properties.departing.additionalProperties.properties.address,data:data119};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data118.leftAlone !== undefined){
let data120 = data118.leftAlone;
if((typeof data120 !== "string") && (data120 !== null)){
const err234 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/leftAlone",schemaPath:"#/properties/departing/additionalProperties/properties/leftAlone/type",keyword:"type",params:{type: schema11.properties.departing.additionalProperties.properties.leftAlone.type},message:"must be string,null",schema:schema11.properties.departing.additionalProperties.properties.leftAlone.type,parentSchema:schema11.properties.departing.additionalProperties.properties.leftAlone,data:data120};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
if(data118.host !== undefined){
let data121 = data118.host;
const _errs280 = errors;
let valid57 = false;
let passing2 = null;
const _errs281 = errors;
if(data121 !== null){
const err235 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/host",schemaPath:"#/properties/departing/additionalProperties/properties/host/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema11.properties.departing.additionalProperties.properties.host.oneOf[0].type,parentSchema:schema11.properties.departing.additionalProperties.properties.host.oneOf[0],data:data121};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid2 = _errs281 === errors;
if(_valid2){
valid57 = true;
passing2 = 0;
}
const _errs283 = errors;
if(!(validate11(data121, {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/host",parentData:data118,parentDataProperty:"host",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var _valid2 = _errs283 === errors;
if(_valid2 && valid57){
valid57 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid57 = true;
passing2 = 1;
}
}
if(!valid57){
const err236 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1")+"/host",schemaPath:"#/properties/departing/additionalProperties/properties/host/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema11.properties.departing.additionalProperties.properties.host.oneOf,parentSchema:schema11.properties.departing.additionalProperties.properties.host,data:data121};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
else {
errors = _errs280;
if(vErrors !== null){
if(_errs280){
vErrors.length = _errs280;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err237 = {instancePath:instancePath+"/departing/" + key26.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/departing/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.departing.additionalProperties.type,parentSchema:schema11.properties.departing.additionalProperties,data:data118};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
else {
const err238 = {instancePath:instancePath+"/departing",schemaPath:"#/properties/departing/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.departing.type,parentSchema:schema11.properties.departing,data:data117};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data.etcd !== undefined){
let data122 = data.etcd;
const _errs285 = errors;
let valid58 = false;
let passing3 = null;
const _errs286 = errors;
if(data122 !== null){
const err239 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema11.properties.etcd.oneOf[0].type,parentSchema:schema11.properties.etcd.oneOf[0],data:data122};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
var _valid3 = _errs286 === errors;
if(_valid3){
valid58 = true;
passing3 = 0;
}
const _errs288 = errors;
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.endpoint === undefined){
const err240 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/oneOf/1/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema11.properties.etcd.oneOf[1].required,parentSchema:schema11.properties.etcd.oneOf[1],data:data122};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
for(const key28 in data122){
if(!((((key28 === "endpoint") || (key28 === "members")) || (key28 === "healthy")) || (key28 === "error"))){
const err241 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.etcd.oneOf[1],data:data122};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data122.endpoint !== undefined){
let data123 = data122.endpoint;
if(typeof data123 !== "string"){
const err242 = {instancePath:instancePath+"/etcd/endpoint",schemaPath:"#/properties/etcd/oneOf/1/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.endpoint.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.endpoint,data:data123};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data122.members !== undefined){
let data124 = data122.members;
if(Array.isArray(data124)){
const len8 = data124.length;
for(let i8=0; i8<len8; i8++){
let data125 = data124[i8];
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.id === undefined){
const err243 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema11.properties.etcd.oneOf[1].properties.members.items.required,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if(data125.name === undefined){
const err244 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.etcd.oneOf[1].properties.members.items.required,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if(data125.peerURLs === undefined){
const err245 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/required",keyword:"required",params:{missingProperty: "peerURLs"},message:"must have required property '"+"peerURLs"+"'",schema:schema11.properties.etcd.oneOf[1].properties.members.items.required,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(data125.clientURLs === undefined){
const err246 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/required",keyword:"required",params:{missingProperty: "clientURLs"},message:"must have required property '"+"clientURLs"+"'",schema:schema11.properties.etcd.oneOf[1].properties.members.items.required,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(data125.isLearner === undefined){
const err247 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/required",keyword:"required",params:{missingProperty: "isLearner"},message:"must have required property '"+"isLearner"+"'",schema:schema11.properties.etcd.oneOf[1].properties.members.items.required,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
for(const key29 in data125){
if(!(((((key29 === "id") || (key29 === "name")) || (key29 === "peerURLs")) || (key29 === "clientURLs")) || (key29 === "isLearner"))){
const err248 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data125.id !== undefined){
let data126 = data125.id;
if(typeof data126 === "string"){
if(!pattern7.test(data126)){
const err249 = {instancePath:instancePath+"/etcd/members/" + i8+"/id",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.id,data:data126};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/etcd/members/" + i8+"/id",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.id.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.id,data:data126};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data125.name !== undefined){
let data127 = data125.name;
if(typeof data127 !== "string"){
const err251 = {instancePath:instancePath+"/etcd/members/" + i8+"/name",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.name.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.name,data:data127};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data125.peerURLs !== undefined){
let data128 = data125.peerURLs;
if(Array.isArray(data128)){
const len9 = data128.length;
for(let i9=0; i9<len9; i9++){
let data129 = data128[i9];
if(typeof data129 !== "string"){
const err252 = {instancePath:instancePath+"/etcd/members/" + i8+"/peerURLs/" + i9,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/peerURLs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.peerURLs.items.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.peerURLs.items,data:data129};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/etcd/members/" + i8+"/peerURLs",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/peerURLs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.peerURLs.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.peerURLs,data:data128};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
if(data125.clientURLs !== undefined){
let data130 = data125.clientURLs;
if(Array.isArray(data130)){
const len10 = data130.length;
for(let i10=0; i10<len10; i10++){
let data131 = data130[i10];
if(typeof data131 !== "string"){
const err254 = {instancePath:instancePath+"/etcd/members/" + i8+"/clientURLs/" + i10,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/clientURLs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.clientURLs.items.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.clientURLs.items,data:data131};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
}
else {
const err255 = {instancePath:instancePath+"/etcd/members/" + i8+"/clientURLs",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/clientURLs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.clientURLs.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.clientURLs,data:data130};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data125.isLearner !== undefined){
let data132 = data125.isLearner;
if(typeof data132 !== "boolean"){
const err256 = {instancePath:instancePath+"/etcd/members/" + i8+"/isLearner",schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/properties/isLearner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.isLearner.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items.properties.isLearner,data:data132};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
else {
const err257 = {instancePath:instancePath+"/etcd/members/" + i8,schemaPath:"#/properties/etcd/oneOf/1/properties/members/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.etcd.oneOf[1].properties.members.items.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members.items,data:data125};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
else {
const err258 = {instancePath:instancePath+"/etcd/members",schemaPath:"#/properties/etcd/oneOf/1/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.etcd.oneOf[1].properties.members.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.members,data:data124};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data122.healthy !== undefined){
let data133 = data122.healthy;
if(Array.isArray(data133)){
const len11 = data133.length;
for(let i11=0; i11<len11; i11++){
let data134 = data133[i11];
if(typeof data134 !== "string"){
const err259 = {instancePath:instancePath+"/etcd/healthy/" + i11,schemaPath:"#/properties/etcd/oneOf/1/properties/healthy/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.healthy.items.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.healthy.items,data:data134};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
}
else {
const err260 = {instancePath:instancePath+"/etcd/healthy",schemaPath:"#/properties/etcd/oneOf/1/properties/healthy/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.etcd.oneOf[1].properties.healthy.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.healthy,data:data133};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data122.error !== undefined){
let data135 = data122.error;
if(typeof data135 !== "string"){
const err261 = {instancePath:instancePath+"/etcd/error",schemaPath:"#/properties/etcd/oneOf/1/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.etcd.oneOf[1].properties.error.type,parentSchema:schema11.properties.etcd.oneOf[1].properties.error,data:data135};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
}
else {
const err262 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.etcd.oneOf[1].type,parentSchema:schema11.properties.etcd.oneOf[1],data:data122};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
var _valid3 = _errs288 === errors;
if(_valid3 && valid58){
valid58 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid58 = true;
passing3 = 1;
}
}
if(!valid58){
const err263 = {instancePath:instancePath+"/etcd",schemaPath:"#/properties/etcd/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema11.properties.etcd.oneOf,parentSchema:schema11.properties.etcd,data:data122};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
else {
errors = _errs285;
if(vErrors !== null){
if(_errs285){
vErrors.length = _errs285;
}
else {
vErrors = null;
}
}
}
}
if(data.secrets !== undefined){
let data136 = data.secrets;
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.endpoint === undefined){
const err264 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema11.properties.secrets.required,parentSchema:schema11.properties.secrets,data:data136};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
for(const key30 in data136){
if(!((((key30 === "endpoint") || (key30 === "storedWith")) || (key30 === "inTheClear")) || (key30 === "error"))){
const err265 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.secrets,data:data136};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data136.endpoint !== undefined){
let data137 = data136.endpoint;
if(typeof data137 !== "string"){
const err266 = {instancePath:instancePath+"/secrets/endpoint",schemaPath:"#/properties/secrets/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.secrets.properties.endpoint.type,parentSchema:schema11.properties.secrets.properties.endpoint,data:data137};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data136.storedWith !== undefined){
let data138 = data136.storedWith;
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
for(const key31 in data138){
let data139 = data138[key31];
if(!(((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139))) && (isFinite(data139)))){
const err267 = {instancePath:instancePath+"/secrets/storedWith/" + key31.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/secrets/properties/storedWith/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.secrets.properties.storedWith.additionalProperties.type,parentSchema:schema11.properties.secrets.properties.storedWith.additionalProperties,data:data139};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 < 0 || isNaN(data139)){
const err268 = {instancePath:instancePath+"/secrets/storedWith/" + key31.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/secrets/properties/storedWith/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.secrets.properties.storedWith.additionalProperties,data:data139};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
}
else {
const err269 = {instancePath:instancePath+"/secrets/storedWith",schemaPath:"#/properties/secrets/properties/storedWith/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.secrets.properties.storedWith.type,parentSchema:schema11.properties.secrets.properties.storedWith,data:data138};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data136.inTheClear !== undefined){
let data140 = data136.inTheClear;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
const err270 = {instancePath:instancePath+"/secrets/inTheClear",schemaPath:"#/properties/secrets/properties/inTheClear/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.secrets.properties.inTheClear.type,parentSchema:schema11.properties.secrets.properties.inTheClear,data:data140};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 < 0 || isNaN(data140)){
const err271 = {instancePath:instancePath+"/secrets/inTheClear",schemaPath:"#/properties/secrets/properties/inTheClear/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.secrets.properties.inTheClear,data:data140};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
}
if(data136.error !== undefined){
let data141 = data136.error;
if(typeof data141 !== "string"){
const err272 = {instancePath:instancePath+"/secrets/error",schemaPath:"#/properties/secrets/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.secrets.properties.error.type,parentSchema:schema11.properties.secrets.properties.error,data:data141};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
else {
const err273 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.secrets.type,parentSchema:schema11.properties.secrets,data:data136};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
else {
const err274 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export { schema11 as schema };
