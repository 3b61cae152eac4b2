// @ts-nocheck
/* Generated from schemas/plan-file.schema.json by `npm run gen:types` (ajv standalone). Do not edit. */
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
const ucs2length = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default;

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://k8sform.dev/schemas/plan-file.schema.json","title":"k8sform saved plan","description":"What `k8sform plan --out FILE` writes and `k8sform apply FILE` / `k8sform show FILE` read: digests and views by meaning, never a private key or token secret. Checked before a plan file is used.","type":"object","required":["formatVersion","configDigest","cluster","kubernetesVersion","changes"],"additionalProperties":false,"properties":{"formatVersion":{"const":1,"description":"Changes only when the format changes incompatibly."},"configDigest":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"SHA-256 of the cluster.yaml the plan was made from."},"cluster":{"type":"string","minLength":1,"maxLength":253,"description":"metadata.name of the cluster."},"kubernetesVersion":{"type":"string","pattern":"^v\\d+\\.\\d+\\.\\d+$","description":"The version the plan renders."},"targets":{"type":"array","items":{"type":"string","maxLength":4096},"description":"The --target addresses the plan was limited to."},"changes":{"type":"array","items":{"$ref":"#/definitions/Change"},"description":"Every managed address, sorted; noops included so apply can detect drift anywhere."},"rollout":{"$ref":"#/definitions/Rollout"},"warnings":{"type":"array","items":{"$ref":"#/definitions/PlanWarning"},"description":"What the preflight checks warn of, by host; absent when nothing."}},"definitions":{"PlanWarning":{"type":"object","additionalProperties":false,"required":["host","check","message","fix"],"properties":{"host":{"type":"string","minLength":1,"description":"The host's name in cluster.yaml."},"check":{"type":"string","minLength":1,"description":"The preflight check, as spec.preflight.ignore names it."},"message":{"type":"string","description":"What the check found."},"fix":{"type":"string","description":"How to fix it."}}},"Address":{"type":"object","required":["scope","kind","name"],"additionalProperties":false,"properties":{"scope":{"type":"string","maxLength":512},"kind":{"type":"string","maxLength":64},"name":{"type":"string","maxLength":4096}}},"Certificate":{"type":"object","required":["subject","issuer","notBefore","notAfter","isCA","extKeyUsage","dnsNames","ipAddresses","publicKey"],"additionalProperties":false,"properties":{"subject":{"type":"string"},"issuer":{"type":"string"},"notBefore":{"type":"string"},"notAfter":{"type":"string"},"isCA":{"type":"boolean"},"extKeyUsage":{"type":"array","items":{"type":"string"}},"dnsNames":{"type":"array","items":{"type":"string"}},"ipAddresses":{"type":"array","items":{"type":"string"}},"publicKey":{"type":"string"}}},"View":{"type":"object","required":["kind"],"properties":{"kind":{"enum":["text","certificate","private-key","public-key","kubeconfig","unreadable","directory","binary"]}},"allOf":[{"if":{"type":"object","properties":{"kind":{"const":"text"}}},"then":{"type":"object","required":["text"],"additionalProperties":false,"properties":{"kind":true,"text":{"type":"string"}}}},{"if":{"type":"object","properties":{"kind":{"const":"certificate"}}},"then":{"type":"object","required":["certificate"],"additionalProperties":false,"properties":{"kind":true,"certificate":{"$ref":"#/definitions/Certificate"},"alsoTrusted":{"type":"array","description":"A trust bundle's other CAs, after the first (during a CA rotation).","items":{"$ref":"#/definitions/Certificate"}}}}},{"if":{"type":"object","properties":{"kind":{"enum":["private-key","public-key"]}}},"then":{"type":"object","required":["keyType"],"additionalProperties":false,"properties":{"kind":true,"keyType":{"type":"string"}}}},{"if":{"type":"object","properties":{"kind":{"const":"kubeconfig"}}},"then":{"type":"object","required":["server","cluster","user"],"additionalProperties":false,"properties":{"kind":true,"server":{"type":"string"},"cluster":{"type":"string"},"user":{"type":"string"},"certificateAuthority":{"type":"string"},"clientCertificate":{"$ref":"#/definitions/Certificate"},"tokenId":{"type":"string"}}}},{"if":{"type":"object","properties":{"kind":{"const":"unreadable"}}},"then":{"type":"object","required":["why"],"additionalProperties":false,"properties":{"kind":true,"why":{"type":"string"}}}},{"if":{"type":"object","properties":{"kind":{"const":"directory"}}},"then":{"type":"object","additionalProperties":false,"properties":{"kind":true}}},{"if":{"type":"object","properties":{"kind":{"const":"binary"}}},"then":{"type":"object","required":["sha256"],"additionalProperties":false,"properties":{"kind":true,"release":{"type":"string"},"sha256":{"type":"string"},"source":{"type":"string"},"member":{"type":"string"}}}}]},"Side":{"type":"object","required":["digest","view"],"additionalProperties":false,"properties":{"digest":{"type":"string","minLength":1,"maxLength":128},"mode":{"type":"integer","minimum":0,"maximum":4095},"uid":{"type":"integer","minimum":0,"maximum":4294967295},"gid":{"type":"integer","minimum":0,"maximum":4294967295},"view":{"$ref":"#/definitions/View"}}},"Change":{"type":"object","required":["addr","action","format","sensitive","reasons","dependsOn"],"additionalProperties":false,"properties":{"addr":{"$ref":"#/definitions/Address"},"action":{"enum":["noop","create","update","replace","delete"]},"format":{"enum":["certificate","private-key","public-key","kubeconfig","static-pod","kubelet-config","env","encryption-config","apiserver-config","systemd-unit","containerd-config","directory","binary","process","etcd-member","object","stored-secrets"]},"sensitive":{"type":"boolean"},"origin":{"enum":["config","drift","unknown"],"description":"Where an effective change comes from (cluster.yaml, drift, or unknown); shown only, apply never reads it."},"dependsOn":{"type":"array","items":{"$ref":"#/definitions/Address"}},"reasons":{"type":"array","items":{"type":"object","required":["code","detail"],"additionalProperties":false,"properties":{"code":{"type":"string"},"detail":{"type":"string"}}}},"before":{"$ref":"#/definitions/Side"},"after":{"$ref":"#/definitions/Side"}},"allOf":[{"if":{"type":"object","properties":{"action":{"const":"create"}}},"then":{"type":"object","required":["after"],"properties":{"after":true,"before":false}}},{"if":{"type":"object","properties":{"action":{"const":"delete"}}},"then":{"type":"object","required":["before"],"properties":{"before":true,"after":false}}},{"if":{"type":"object","properties":{"action":{"enum":["update","replace"]}}},"then":{"type":"object","required":["before","after"],"properties":{"before":true,"after":true}}},{"if":{"type":"object","properties":{"addr":{"type":"object","properties":{"kind":{"enum":["file","dir","binary"]}}}}},"then":{"type":"object","properties":{"after":{"type":"object","required":["mode","uid","gid"],"properties":{"mode":true,"uid":true,"gid":true}}}}}]},"Rollout":{"type":"object","description":"The steps apply rolls the plan out in, and the timeouts their gates use: what plan showed, so show shows it too.","additionalProperties":false,"required":["steps","settings"],"properties":{"steps":{"type":"array","maxItems":1000000,"items":{"$ref":"#/definitions/RolloutStep"}},"settings":{"$ref":"#/definitions/RolloutSettings"}}},"RolloutStep":{"type":"object","additionalProperties":false,"required":["number","title","units","parallelism"],"properties":{"number":{"type":"integer","minimum":1},"title":{"type":"string","maxLength":4096},"units":{"type":"array","minItems":1,"maxItems":1000000,"items":{"$ref":"#/definitions/RolloutUnit"}},"parallelism":{"type":"integer","minimum":1}}},"RolloutUnit":{"type":"object","additionalProperties":false,"required":["changes"],"properties":{"host":{"type":"string","minLength":1,"maxLength":253},"changes":{"type":"array","maxItems":1000000,"items":{"$ref":"#/definitions/Address"}},"gate":{"$ref":"#/definitions/Gate"}}},"Gate":{"description":"What must hold before the rollout moves on (see the JSON plan's schema for each kind).","oneOf":[{"type":"object","additionalProperties":false,"required":["kind","host","component"],"properties":{"kind":{"const":"static-pod"},"host":{"type":"string","minLength":1,"maxLength":253},"component":{"enum":["etcd","kube-apiserver","kube-controller-manager","kube-scheduler"]},"restart":{"const":true}}},{"type":"object","additionalProperties":false,"required":["kind","host"],"properties":{"kind":{"const":"kubelet"},"host":{"type":"string","minLength":1,"maxLength":253}}},{"type":"object","additionalProperties":false,"required":["kind","workloads"],"properties":{"kind":{"const":"workloads"},"workloads":{"type":"array","maxItems":1000000,"items":{"$ref":"#/definitions/Address"},"minItems":1}}},{"type":"object","additionalProperties":false,"required":["kind","host"],"properties":{"kind":{"const":"etcd-join"},"host":{"type":"string","minLength":1,"maxLength":253},"startKubelet":{"const":true}}},{"type":"object","additionalProperties":false,"required":["kind","host"],"properties":{"kind":{"const":"kubelet-start"},"host":{"type":"string","minLength":1,"maxLength":253},"bootstrap":{"const":true}}},{"type":"object","additionalProperties":false,"required":["kind","member"],"properties":{"kind":{"const":"etcd-leave"},"member":{"type":"string","minLength":1,"maxLength":253}}},{"type":"object","additionalProperties":false,"required":["kind","host","keep"],"properties":{"kind":{"const":"etcd-snapshot"},"host":{"type":"string","minLength":1,"maxLength":253},"keep":{"type":"integer","minimum":1,"maximum":100}}},{"type":"object","additionalProperties":false,"required":["kind","host"],"properties":{"kind":{"const":"host-removal"},"host":{"type":"string","minLength":1,"maxLength":253}}}]},"RolloutSettings":{"type":"object","additionalProperties":false,"required":["staticPodTimeoutSeconds","kubeletTimeoutSeconds","workloadTimeoutSeconds","workerParallelism","kubeletRestartCommand","kubeletStopCommand","kubeletStartCommand","containerdRestartCommand"],"properties":{"staticPodTimeoutSeconds":{"type":"integer","minimum":1,"maximum":3155760000},"kubeletTimeoutSeconds":{"type":"integer","minimum":1,"maximum":3155760000},"workloadTimeoutSeconds":{"type":"integer","minimum":1,"maximum":3155760000},"workerParallelism":{"type":"integer","minimum":1},"kubeletRestartCommand":{"type":"string","maxLength":65536},"kubeletStopCommand":{"type":"string","maxLength":65536},"kubeletStartCommand":{"type":"string","maxLength":65536},"containerdRestartCommand":{"type":"string","maxLength":65536}}}}};
const schema27 = schema11["definitions"]["PlanWarning"];
const pattern0 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern1 = new RegExp("^v\\d+\\.\\d+\\.\\d+$", "u");
const func2 = ucs2length;
const schema12 = schema11["definitions"]["Change"];
const schema13 = schema11["definitions"]["Address"];
const func5 = Object.prototype.hasOwnProperty;
const schema15 = schema11["definitions"]["Side"];
const schema16 = schema11["definitions"]["View"];
const schema17 = schema11["definitions"]["Certificate"];

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("text" !== data.kind){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema16.allOf[0].then.required,parentSchema:schema16.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "text"))){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/allOf/0/then/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[0].then.properties.text.type,parentSchema:schema16.allOf[0].then.properties.text,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[0].then.type,parentSchema:schema16.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[0].if,parentSchema:schema16.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs12 = errors;
let valid4 = true;
const _errs13 = errors;
if(errors === _errs13){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("certificate" !== data.kind){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.certificate === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "certificate"},message:"must have required property '"+"certificate"+"'",schema:schema16.allOf[1].then.required,parentSchema:schema16.allOf[1].then,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data){
if(!(((key1 === "kind") || (key1 === "certificate")) || (key1 === "alsoTrusted"))){
const err10 = {instancePath,schemaPath:"#/allOf/1/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[1].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.certificate !== undefined){
let data3 = data.certificate;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.subject === undefined){
const err11 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.issuer === undefined){
const err12 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.notBefore === undefined){
const err13 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notBefore"},message:"must have required property '"+"notBefore"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.notAfter === undefined){
const err14 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notAfter"},message:"must have required property '"+"notAfter"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.isCA === undefined){
const err15 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "isCA"},message:"must have required property '"+"isCA"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.extKeyUsage === undefined){
const err16 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "extKeyUsage"},message:"must have required property '"+"extKeyUsage"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.dnsNames === undefined){
const err17 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "dnsNames"},message:"must have required property '"+"dnsNames"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.ipAddresses === undefined){
const err18 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "ipAddresses"},message:"must have required property '"+"ipAddresses"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.publicKey === undefined){
const err19 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "publicKey"},message:"must have required property '"+"publicKey"+"'",schema:schema17.required,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data3){
if(!(func5.call(schema17.properties, key2))){
const err20 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.subject !== undefined){
let data4 = data3.subject;
if(typeof data4 !== "string"){
const err21 = {instancePath:instancePath+"/certificate/subject",schemaPath:"#/definitions/Certificate/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.subject.type,parentSchema:schema17.properties.subject,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.issuer !== undefined){
let data5 = data3.issuer;
if(typeof data5 !== "string"){
const err22 = {instancePath:instancePath+"/certificate/issuer",schemaPath:"#/definitions/Certificate/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.issuer.type,parentSchema:schema17.properties.issuer,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.notBefore !== undefined){
let data6 = data3.notBefore;
if(typeof data6 !== "string"){
const err23 = {instancePath:instancePath+"/certificate/notBefore",schemaPath:"#/definitions/Certificate/properties/notBefore/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notBefore.type,parentSchema:schema17.properties.notBefore,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.notAfter !== undefined){
let data7 = data3.notAfter;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/certificate/notAfter",schemaPath:"#/definitions/Certificate/properties/notAfter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notAfter.type,parentSchema:schema17.properties.notAfter,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.isCA !== undefined){
let data8 = data3.isCA;
if(typeof data8 !== "boolean"){
const err25 = {instancePath:instancePath+"/certificate/isCA",schemaPath:"#/definitions/Certificate/properties/isCA/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.isCA.type,parentSchema:schema17.properties.isCA,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data3.extKeyUsage !== undefined){
let data9 = data3.extKeyUsage;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 !== "string"){
const err26 = {instancePath:instancePath+"/certificate/extKeyUsage/" + i0,schemaPath:"#/definitions/Certificate/properties/extKeyUsage/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.extKeyUsage.items.type,parentSchema:schema17.properties.extKeyUsage.items,data:data10};
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
const err27 = {instancePath:instancePath+"/certificate/extKeyUsage",schemaPath:"#/definitions/Certificate/properties/extKeyUsage/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.extKeyUsage.type,parentSchema:schema17.properties.extKeyUsage,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.dnsNames !== undefined){
let data11 = data3.dnsNames;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 !== "string"){
const err28 = {instancePath:instancePath+"/certificate/dnsNames/" + i1,schemaPath:"#/definitions/Certificate/properties/dnsNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.dnsNames.items.type,parentSchema:schema17.properties.dnsNames.items,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/certificate/dnsNames",schemaPath:"#/definitions/Certificate/properties/dnsNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.dnsNames.type,parentSchema:schema17.properties.dnsNames,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.ipAddresses !== undefined){
let data13 = data3.ipAddresses;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/certificate/ipAddresses/" + i2,schemaPath:"#/definitions/Certificate/properties/ipAddresses/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.ipAddresses.items.type,parentSchema:schema17.properties.ipAddresses.items,data:data14};
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
const err31 = {instancePath:instancePath+"/certificate/ipAddresses",schemaPath:"#/definitions/Certificate/properties/ipAddresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.ipAddresses.type,parentSchema:schema17.properties.ipAddresses,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data3.publicKey !== undefined){
let data15 = data3.publicKey;
if(typeof data15 !== "string"){
const err32 = {instancePath:instancePath+"/certificate/publicKey",schemaPath:"#/definitions/Certificate/properties/publicKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.publicKey.type,parentSchema:schema17.properties.publicKey,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/certificate",schemaPath:"#/definitions/Certificate/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.alsoTrusted !== undefined){
let data16 = data.alsoTrusted;
if(Array.isArray(data16)){
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
let data17 = data16[i3];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.subject === undefined){
const err34 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17.issuer === undefined){
const err35 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data17.notBefore === undefined){
const err36 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notBefore"},message:"must have required property '"+"notBefore"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17.notAfter === undefined){
const err37 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notAfter"},message:"must have required property '"+"notAfter"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.isCA === undefined){
const err38 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "isCA"},message:"must have required property '"+"isCA"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.extKeyUsage === undefined){
const err39 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "extKeyUsage"},message:"must have required property '"+"extKeyUsage"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.dnsNames === undefined){
const err40 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "dnsNames"},message:"must have required property '"+"dnsNames"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data17.ipAddresses === undefined){
const err41 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "ipAddresses"},message:"must have required property '"+"ipAddresses"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data17.publicKey === undefined){
const err42 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "publicKey"},message:"must have required property '"+"publicKey"+"'",schema:schema17.required,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key3 in data17){
if(!(func5.call(schema17.properties, key3))){
const err43 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data17.subject !== undefined){
let data18 = data17.subject;
if(typeof data18 !== "string"){
const err44 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/subject",schemaPath:"#/definitions/Certificate/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.subject.type,parentSchema:schema17.properties.subject,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data17.issuer !== undefined){
let data19 = data17.issuer;
if(typeof data19 !== "string"){
const err45 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/issuer",schemaPath:"#/definitions/Certificate/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.issuer.type,parentSchema:schema17.properties.issuer,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data17.notBefore !== undefined){
let data20 = data17.notBefore;
if(typeof data20 !== "string"){
const err46 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/notBefore",schemaPath:"#/definitions/Certificate/properties/notBefore/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notBefore.type,parentSchema:schema17.properties.notBefore,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data17.notAfter !== undefined){
let data21 = data17.notAfter;
if(typeof data21 !== "string"){
const err47 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/notAfter",schemaPath:"#/definitions/Certificate/properties/notAfter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notAfter.type,parentSchema:schema17.properties.notAfter,data:data21};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data17.isCA !== undefined){
let data22 = data17.isCA;
if(typeof data22 !== "boolean"){
const err48 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/isCA",schemaPath:"#/definitions/Certificate/properties/isCA/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.isCA.type,parentSchema:schema17.properties.isCA,data:data22};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data17.extKeyUsage !== undefined){
let data23 = data17.extKeyUsage;
if(Array.isArray(data23)){
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(typeof data24 !== "string"){
const err49 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/extKeyUsage/" + i4,schemaPath:"#/definitions/Certificate/properties/extKeyUsage/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.extKeyUsage.items.type,parentSchema:schema17.properties.extKeyUsage.items,data:data24};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/extKeyUsage",schemaPath:"#/definitions/Certificate/properties/extKeyUsage/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.extKeyUsage.type,parentSchema:schema17.properties.extKeyUsage,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data17.dnsNames !== undefined){
let data25 = data17.dnsNames;
if(Array.isArray(data25)){
const len5 = data25.length;
for(let i5=0; i5<len5; i5++){
let data26 = data25[i5];
if(typeof data26 !== "string"){
const err51 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/dnsNames/" + i5,schemaPath:"#/definitions/Certificate/properties/dnsNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.dnsNames.items.type,parentSchema:schema17.properties.dnsNames.items,data:data26};
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
const err52 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/dnsNames",schemaPath:"#/definitions/Certificate/properties/dnsNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.dnsNames.type,parentSchema:schema17.properties.dnsNames,data:data25};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.ipAddresses !== undefined){
let data27 = data17.ipAddresses;
if(Array.isArray(data27)){
const len6 = data27.length;
for(let i6=0; i6<len6; i6++){
let data28 = data27[i6];
if(typeof data28 !== "string"){
const err53 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/ipAddresses/" + i6,schemaPath:"#/definitions/Certificate/properties/ipAddresses/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.ipAddresses.items.type,parentSchema:schema17.properties.ipAddresses.items,data:data28};
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
const err54 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/ipAddresses",schemaPath:"#/definitions/Certificate/properties/ipAddresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.ipAddresses.type,parentSchema:schema17.properties.ipAddresses,data:data27};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data17.publicKey !== undefined){
let data29 = data17.publicKey;
if(typeof data29 !== "string"){
const err55 = {instancePath:instancePath+"/alsoTrusted/" + i3+"/publicKey",schemaPath:"#/definitions/Certificate/properties/publicKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.publicKey.type,parentSchema:schema17.properties.publicKey,data:data29};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/alsoTrusted/" + i3,schemaPath:"#/definitions/Certificate/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data:data17};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/alsoTrusted",schemaPath:"#/allOf/1/then/properties/alsoTrusted/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.allOf[1].then.properties.alsoTrusted.type,parentSchema:schema16.allOf[1].then.properties.alsoTrusted,data:data16};
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
else {
const err58 = {instancePath,schemaPath:"#/allOf/1/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[1].then.type,parentSchema:schema16.allOf[1].then,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid4 = _valid1;
}
if(!valid4){
const err59 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[1].if,parentSchema:schema16.allOf[1],data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs78 = errors;
let valid25 = true;
const _errs79 = errors;
if(errors === _errs79){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
let data30 = data.kind;
if(!((data30 === "private-key") || (data30 === "public-key"))){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid2 = _errs79 === errors;
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs82 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keyType === undefined){
const err62 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "keyType"},message:"must have required property '"+"keyType"+"'",schema:schema16.allOf[2].then.required,parentSchema:schema16.allOf[2].then,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key4 in data){
if(!((key4 === "kind") || (key4 === "keyType"))){
const err63 = {instancePath,schemaPath:"#/allOf/2/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[2].then,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.keyType !== undefined){
let data31 = data.keyType;
if(typeof data31 !== "string"){
const err64 = {instancePath:instancePath+"/keyType",schemaPath:"#/allOf/2/then/properties/keyType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[2].then.properties.keyType.type,parentSchema:schema16.allOf[2].then.properties.keyType,data:data31};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/allOf/2/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[2].then.type,parentSchema:schema16.allOf[2].then,data};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid2 = _errs82 === errors;
valid25 = _valid2;
}
if(!valid25){
const err66 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[2].if,parentSchema:schema16.allOf[2],data};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs88 = errors;
let valid28 = true;
const _errs89 = errors;
if(errors === _errs89){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("kubeconfig" !== data.kind){
const err67 = {};
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
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid3 = _errs89 === errors;
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs92 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.server === undefined){
const err69 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'",schema:schema16.allOf[3].then.required,parentSchema:schema16.allOf[3].then,data};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data.cluster === undefined){
const err70 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "cluster"},message:"must have required property '"+"cluster"+"'",schema:schema16.allOf[3].then.required,parentSchema:schema16.allOf[3].then,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data.user === undefined){
const err71 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "user"},message:"must have required property '"+"user"+"'",schema:schema16.allOf[3].then.required,parentSchema:schema16.allOf[3].then,data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key5 in data){
if(!(((((((key5 === "kind") || (key5 === "server")) || (key5 === "cluster")) || (key5 === "user")) || (key5 === "certificateAuthority")) || (key5 === "clientCertificate")) || (key5 === "tokenId"))){
const err72 = {instancePath,schemaPath:"#/allOf/3/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[3].then,data};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.server !== undefined){
let data33 = data.server;
if(typeof data33 !== "string"){
const err73 = {instancePath:instancePath+"/server",schemaPath:"#/allOf/3/then/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[3].then.properties.server.type,parentSchema:schema16.allOf[3].then.properties.server,data:data33};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.cluster !== undefined){
let data34 = data.cluster;
if(typeof data34 !== "string"){
const err74 = {instancePath:instancePath+"/cluster",schemaPath:"#/allOf/3/then/properties/cluster/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[3].then.properties.cluster.type,parentSchema:schema16.allOf[3].then.properties.cluster,data:data34};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.user !== undefined){
let data35 = data.user;
if(typeof data35 !== "string"){
const err75 = {instancePath:instancePath+"/user",schemaPath:"#/allOf/3/then/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[3].then.properties.user.type,parentSchema:schema16.allOf[3].then.properties.user,data:data35};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.certificateAuthority !== undefined){
let data36 = data.certificateAuthority;
if(typeof data36 !== "string"){
const err76 = {instancePath:instancePath+"/certificateAuthority",schemaPath:"#/allOf/3/then/properties/certificateAuthority/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[3].then.properties.certificateAuthority.type,parentSchema:schema16.allOf[3].then.properties.certificateAuthority,data:data36};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.clientCertificate !== undefined){
let data37 = data.clientCertificate;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.subject === undefined){
const err77 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data37.issuer === undefined){
const err78 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data37.notBefore === undefined){
const err79 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notBefore"},message:"must have required property '"+"notBefore"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data37.notAfter === undefined){
const err80 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "notAfter"},message:"must have required property '"+"notAfter"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data37.isCA === undefined){
const err81 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "isCA"},message:"must have required property '"+"isCA"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data37.extKeyUsage === undefined){
const err82 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "extKeyUsage"},message:"must have required property '"+"extKeyUsage"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data37.dnsNames === undefined){
const err83 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "dnsNames"},message:"must have required property '"+"dnsNames"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data37.ipAddresses === undefined){
const err84 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "ipAddresses"},message:"must have required property '"+"ipAddresses"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data37.publicKey === undefined){
const err85 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/required",keyword:"required",params:{missingProperty: "publicKey"},message:"must have required property '"+"publicKey"+"'",schema:schema17.required,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key6 in data37){
if(!(func5.call(schema17.properties, key6))){
const err86 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data37.subject !== undefined){
let data38 = data37.subject;
if(typeof data38 !== "string"){
const err87 = {instancePath:instancePath+"/clientCertificate/subject",schemaPath:"#/definitions/Certificate/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.subject.type,parentSchema:schema17.properties.subject,data:data38};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data37.issuer !== undefined){
let data39 = data37.issuer;
if(typeof data39 !== "string"){
const err88 = {instancePath:instancePath+"/clientCertificate/issuer",schemaPath:"#/definitions/Certificate/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.issuer.type,parentSchema:schema17.properties.issuer,data:data39};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data37.notBefore !== undefined){
let data40 = data37.notBefore;
if(typeof data40 !== "string"){
const err89 = {instancePath:instancePath+"/clientCertificate/notBefore",schemaPath:"#/definitions/Certificate/properties/notBefore/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notBefore.type,parentSchema:schema17.properties.notBefore,data:data40};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data37.notAfter !== undefined){
let data41 = data37.notAfter;
if(typeof data41 !== "string"){
const err90 = {instancePath:instancePath+"/clientCertificate/notAfter",schemaPath:"#/definitions/Certificate/properties/notAfter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.notAfter.type,parentSchema:schema17.properties.notAfter,data:data41};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data37.isCA !== undefined){
let data42 = data37.isCA;
if(typeof data42 !== "boolean"){
const err91 = {instancePath:instancePath+"/clientCertificate/isCA",schemaPath:"#/definitions/Certificate/properties/isCA/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.isCA.type,parentSchema:schema17.properties.isCA,data:data42};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data37.extKeyUsage !== undefined){
let data43 = data37.extKeyUsage;
if(Array.isArray(data43)){
const len7 = data43.length;
for(let i7=0; i7<len7; i7++){
let data44 = data43[i7];
if(typeof data44 !== "string"){
const err92 = {instancePath:instancePath+"/clientCertificate/extKeyUsage/" + i7,schemaPath:"#/definitions/Certificate/properties/extKeyUsage/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.extKeyUsage.items.type,parentSchema:schema17.properties.extKeyUsage.items,data:data44};
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
const err93 = {instancePath:instancePath+"/clientCertificate/extKeyUsage",schemaPath:"#/definitions/Certificate/properties/extKeyUsage/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.extKeyUsage.type,parentSchema:schema17.properties.extKeyUsage,data:data43};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data37.dnsNames !== undefined){
let data45 = data37.dnsNames;
if(Array.isArray(data45)){
const len8 = data45.length;
for(let i8=0; i8<len8; i8++){
let data46 = data45[i8];
if(typeof data46 !== "string"){
const err94 = {instancePath:instancePath+"/clientCertificate/dnsNames/" + i8,schemaPath:"#/definitions/Certificate/properties/dnsNames/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.dnsNames.items.type,parentSchema:schema17.properties.dnsNames.items,data:data46};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/clientCertificate/dnsNames",schemaPath:"#/definitions/Certificate/properties/dnsNames/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.dnsNames.type,parentSchema:schema17.properties.dnsNames,data:data45};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data37.ipAddresses !== undefined){
let data47 = data37.ipAddresses;
if(Array.isArray(data47)){
const len9 = data47.length;
for(let i9=0; i9<len9; i9++){
let data48 = data47[i9];
if(typeof data48 !== "string"){
const err96 = {instancePath:instancePath+"/clientCertificate/ipAddresses/" + i9,schemaPath:"#/definitions/Certificate/properties/ipAddresses/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.ipAddresses.items.type,parentSchema:schema17.properties.ipAddresses.items,data:data48};
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
const err97 = {instancePath:instancePath+"/clientCertificate/ipAddresses",schemaPath:"#/definitions/Certificate/properties/ipAddresses/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.ipAddresses.type,parentSchema:schema17.properties.ipAddresses,data:data47};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data37.publicKey !== undefined){
let data49 = data37.publicKey;
if(typeof data49 !== "string"){
const err98 = {instancePath:instancePath+"/clientCertificate/publicKey",schemaPath:"#/definitions/Certificate/properties/publicKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.publicKey.type,parentSchema:schema17.properties.publicKey,data:data49};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/clientCertificate",schemaPath:"#/definitions/Certificate/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data:data37};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.tokenId !== undefined){
let data50 = data.tokenId;
if(typeof data50 !== "string"){
const err100 = {instancePath:instancePath+"/tokenId",schemaPath:"#/allOf/3/then/properties/tokenId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[3].then.properties.tokenId.type,parentSchema:schema16.allOf[3].then.properties.tokenId,data:data50};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath,schemaPath:"#/allOf/3/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[3].then.type,parentSchema:schema16.allOf[3].then,data};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid3 = _errs92 === errors;
valid28 = _valid3;
}
if(!valid28){
const err102 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[3].if,parentSchema:schema16.allOf[3],data};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
const _errs134 = errors;
let valid39 = true;
const _errs135 = errors;
if(errors === _errs135){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("unreadable" !== data.kind){
const err103 = {};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
var _valid4 = _errs135 === errors;
errors = _errs134;
if(vErrors !== null){
if(_errs134){
vErrors.length = _errs134;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs138 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.why === undefined){
const err105 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "why"},message:"must have required property '"+"why"+"'",schema:schema16.allOf[4].then.required,parentSchema:schema16.allOf[4].then,data};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
for(const key7 in data){
if(!((key7 === "kind") || (key7 === "why"))){
const err106 = {instancePath,schemaPath:"#/allOf/4/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[4].then,data};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.why !== undefined){
let data52 = data.why;
if(typeof data52 !== "string"){
const err107 = {instancePath:instancePath+"/why",schemaPath:"#/allOf/4/then/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[4].then.properties.why.type,parentSchema:schema16.allOf[4].then.properties.why,data:data52};
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
const err108 = {instancePath,schemaPath:"#/allOf/4/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[4].then.type,parentSchema:schema16.allOf[4].then,data};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid4 = _errs138 === errors;
valid39 = _valid4;
}
if(!valid39){
const err109 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[4].if,parentSchema:schema16.allOf[4],data};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
const _errs144 = errors;
let valid42 = true;
const _errs145 = errors;
if(errors === _errs145){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("directory" !== data.kind){
const err110 = {};
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
else {
const err111 = {};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
var _valid5 = _errs145 === errors;
errors = _errs144;
if(vErrors !== null){
if(_errs144){
vErrors.length = _errs144;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs148 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key8 in data){
if(!(key8 === "kind")){
const err112 = {instancePath,schemaPath:"#/allOf/5/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[5].then,data};
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
const err113 = {instancePath,schemaPath:"#/allOf/5/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[5].then.type,parentSchema:schema16.allOf[5].then,data};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid5 = _errs148 === errors;
valid42 = _valid5;
}
if(!valid42){
const err114 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[5].if,parentSchema:schema16.allOf[5],data};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
const _errs152 = errors;
let valid44 = true;
const _errs153 = errors;
if(errors === _errs153){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind !== undefined){
if("binary" !== data.kind){
const err115 = {};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
var _valid6 = _errs153 === errors;
errors = _errs152;
if(vErrors !== null){
if(_errs152){
vErrors.length = _errs152;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs156 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err117 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'",schema:schema16.allOf[6].then.required,parentSchema:schema16.allOf[6].then,data};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key9 in data){
if(!(((((key9 === "kind") || (key9 === "release")) || (key9 === "sha256")) || (key9 === "source")) || (key9 === "member"))){
const err118 = {instancePath,schemaPath:"#/allOf/6/then/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema16.allOf[6].then,data};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.release !== undefined){
let data55 = data.release;
if(typeof data55 !== "string"){
const err119 = {instancePath:instancePath+"/release",schemaPath:"#/allOf/6/then/properties/release/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[6].then.properties.release.type,parentSchema:schema16.allOf[6].then.properties.release,data:data55};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data56 = data.sha256;
if(typeof data56 !== "string"){
const err120 = {instancePath:instancePath+"/sha256",schemaPath:"#/allOf/6/then/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[6].then.properties.sha256.type,parentSchema:schema16.allOf[6].then.properties.sha256,data:data56};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data.source !== undefined){
let data57 = data.source;
if(typeof data57 !== "string"){
const err121 = {instancePath:instancePath+"/source",schemaPath:"#/allOf/6/then/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[6].then.properties.source.type,parentSchema:schema16.allOf[6].then.properties.source,data:data57};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.member !== undefined){
let data58 = data.member;
if(typeof data58 !== "string"){
const err122 = {instancePath:instancePath+"/member",schemaPath:"#/allOf/6/then/properties/member/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.allOf[6].then.properties.member.type,parentSchema:schema16.allOf[6].then.properties.member,data:data58};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath,schemaPath:"#/allOf/6/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.allOf[6].then.type,parentSchema:schema16.allOf[6].then,data};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid6 = _errs156 === errors;
valid44 = _valid6;
}
if(!valid44){
const err124 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema16.allOf[6].if,parentSchema:schema16.allOf[6],data};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err125 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data.kind !== undefined){
let data59 = data.kind;
if(!((((((((data59 === "text") || (data59 === "certificate")) || (data59 === "private-key")) || (data59 === "public-key")) || (data59 === "kubeconfig")) || (data59 === "unreadable")) || (data59 === "directory")) || (data59 === "binary"))){
const err126 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema16.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema16.properties.kind.enum,parentSchema:schema16.properties.kind,data:data59};
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
else {
const err127 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.digest === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.view === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "view"},message:"must have required property '"+"view"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "digest") || (key0 === "mode")) || (key0 === "uid")) || (key0 === "gid")) || (key0 === "view"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.digest !== undefined){
let data0 = data.digest;
if(typeof data0 === "string"){
if(func2(data0) > 128){
const err3 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema15.properties.digest,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.digest,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/digest",schemaPath:"#/properties/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.digest.type,parentSchema:schema15.properties.digest,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.mode !== undefined){
let data1 = data.mode;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.mode.type,parentSchema:schema15.properties.mode,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4095 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4095},message:"must be <= 4095",schema:4095,parentSchema:schema15.properties.mode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema15.properties.mode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.uid !== undefined){
let data2 = data.uid;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.uid.type,parentSchema:schema15.properties.uid,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295",schema:4294967295,parentSchema:schema15.properties.uid,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/uid",schemaPath:"#/properties/uid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema15.properties.uid,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.gid !== undefined){
let data3 = data.gid;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/gid",schemaPath:"#/properties/gid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.gid.type,parentSchema:schema15.properties.gid,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 4294967295 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/gid",schemaPath:"#/properties/gid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295",schema:4294967295,parentSchema:schema15.properties.gid,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/gid",schemaPath:"#/properties/gid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema15.properties.gid,data:data3};
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
if(data.view !== undefined){
if(!(validate13(data.view, {instancePath:instancePath+"/view",parentData:data,parentDataProperty:"view",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
if("create" !== data.action){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.after === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'",schema:schema12.allOf[0].then.required,parentSchema:schema12.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.before !== undefined){
const err3 = {instancePath:instancePath+"/before",schemaPath:"#/allOf/0/then/properties/before/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema12.allOf[0].then.properties.before,data:data.before};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.allOf[0].then.type,parentSchema:schema12.allOf[0].then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema12.allOf[0].if,parentSchema:schema12.allOf[0],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
if("delete" !== data.action){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.before === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'",schema:schema12.allOf[1].then.required,parentSchema:schema12.allOf[1].then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.after !== undefined){
const err9 = {instancePath:instancePath+"/after",schemaPath:"#/allOf/1/then/properties/after/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema12.allOf[1].then.properties.after,data:data.after};
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
const err10 = {instancePath,schemaPath:"#/allOf/1/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.allOf[1].then.type,parentSchema:schema12.allOf[1].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid4 = _valid1;
}
if(!valid4){
const err11 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema12.allOf[1].if,parentSchema:schema12.allOf[1],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs16 = errors;
let valid7 = true;
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action !== undefined){
let data4 = data.action;
if(!((data4 === "update") || (data4 === "replace"))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.before === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'",schema:schema12.allOf[2].then.required,parentSchema:schema12.allOf[2].then,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.after === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'",schema:schema12.allOf[2].then.required,parentSchema:schema12.allOf[2].then,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath,schemaPath:"#/allOf/2/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.allOf[2].then.type,parentSchema:schema12.allOf[2].then,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid7 = _valid2;
}
if(!valid7){
const err17 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema12.allOf[2].if,parentSchema:schema12.allOf[2],data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs23 = errors;
let valid9 = true;
const _errs24 = errors;
if(errors === _errs24){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.addr !== undefined){
let data5 = data.addr;
const _errs26 = errors;
if(errors === _errs26){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.kind !== undefined){
let data6 = data5.kind;
if(!(((data6 === "file") || (data6 === "dir")) || (data6 === "binary"))){
const err18 = {};
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
else {
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid3 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.after !== undefined){
let data7 = data.after;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.mode === undefined){
const err21 = {instancePath:instancePath+"/after",schemaPath:"#/allOf/3/then/properties/after/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'",schema:schema12.allOf[3].then.properties.after.required,parentSchema:schema12.allOf[3].then.properties.after,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.uid === undefined){
const err22 = {instancePath:instancePath+"/after",schemaPath:"#/allOf/3/then/properties/after/required",keyword:"required",params:{missingProperty: "uid"},message:"must have required property '"+"uid"+"'",schema:schema12.allOf[3].then.properties.after.required,parentSchema:schema12.allOf[3].then.properties.after,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.gid === undefined){
const err23 = {instancePath:instancePath+"/after",schemaPath:"#/allOf/3/then/properties/after/required",keyword:"required",params:{missingProperty: "gid"},message:"must have required property '"+"gid"+"'",schema:schema12.allOf[3].then.properties.after.required,parentSchema:schema12.allOf[3].then.properties.after,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/after",schemaPath:"#/allOf/3/then/properties/after/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.allOf[3].then.properties.after.type,parentSchema:schema12.allOf[3].then.properties.after,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/allOf/3/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.allOf[3].then.type,parentSchema:schema12.allOf[3].then,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs29 === errors;
valid9 = _valid3;
}
if(!valid9){
const err26 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema12.allOf[3].if,parentSchema:schema12.allOf[3],data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.addr === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addr"},message:"must have required property '"+"addr"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.action === undefined){
const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.format === undefined){
const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.sensitive === undefined){
const err30 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sensitive"},message:"must have required property '"+"sensitive"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.reasons === undefined){
const err31 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reasons"},message:"must have required property '"+"reasons"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.dependsOn === undefined){
const err32 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema12.properties, key0))){
const err33 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.addr !== undefined){
let data8 = data.addr;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.scope === undefined){
const err34 = {instancePath:instancePath+"/addr",schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.kind === undefined){
const err35 = {instancePath:instancePath+"/addr",schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.name === undefined){
const err36 = {instancePath:instancePath+"/addr",schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "scope") || (key1 === "kind")) || (key1 === "name"))){
const err37 = {instancePath:instancePath+"/addr",schemaPath:"#/definitions/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data8.scope !== undefined){
let data9 = data8.scope;
if(typeof data9 === "string"){
if(func2(data9) > 512){
const err38 = {instancePath:instancePath+"/addr/scope",schemaPath:"#/definitions/Address/properties/scope/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema13.properties.scope,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/addr/scope",schemaPath:"#/definitions/Address/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.scope.type,parentSchema:schema13.properties.scope,data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data8.kind !== undefined){
let data10 = data8.kind;
if(typeof data10 === "string"){
if(func2(data10) > 64){
const err40 = {instancePath:instancePath+"/addr/kind",schemaPath:"#/definitions/Address/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema13.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/addr/kind",schemaPath:"#/definitions/Address/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.kind.type,parentSchema:schema13.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data8.name !== undefined){
let data11 = data8.name;
if(typeof data11 === "string"){
if(func2(data11) > 4096){
const err42 = {instancePath:instancePath+"/addr/name",schemaPath:"#/definitions/Address/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema13.properties.name,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/addr/name",schemaPath:"#/definitions/Address/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data11};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/addr",schemaPath:"#/definitions/Address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.action !== undefined){
let data12 = data.action;
if(!(((((data12 === "noop") || (data12 === "create")) || (data12 === "update")) || (data12 === "replace")) || (data12 === "delete"))){
const err45 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema12.properties.action.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.action.enum,parentSchema:schema12.properties.action,data:data12};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.format !== undefined){
let data13 = data.format;
if(!(((((((((((((((((data13 === "certificate") || (data13 === "private-key")) || (data13 === "public-key")) || (data13 === "kubeconfig")) || (data13 === "static-pod")) || (data13 === "kubelet-config")) || (data13 === "env")) || (data13 === "encryption-config")) || (data13 === "apiserver-config")) || (data13 === "systemd-unit")) || (data13 === "containerd-config")) || (data13 === "directory")) || (data13 === "binary")) || (data13 === "process")) || (data13 === "etcd-member")) || (data13 === "object")) || (data13 === "stored-secrets"))){
const err46 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema12.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.format.enum,parentSchema:schema12.properties.format,data:data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.sensitive !== undefined){
let data14 = data.sensitive;
if(typeof data14 !== "boolean"){
const err47 = {instancePath:instancePath+"/sensitive",schemaPath:"#/properties/sensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.sensitive.type,parentSchema:schema12.properties.sensitive,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.origin !== undefined){
let data15 = data.origin;
if(!(((data15 === "config") || (data15 === "drift")) || (data15 === "unknown"))){
const err48 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/enum",keyword:"enum",params:{allowedValues: schema12.properties.origin.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.origin.enum,parentSchema:schema12.properties.origin,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.dependsOn !== undefined){
let data16 = data.dependsOn;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.scope === undefined){
const err49 = {instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'",schema:schema13.required,parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.kind === undefined){
const err50 = {instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema13.required,parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data17.name === undefined){
const err51 = {instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key2 in data17){
if(!(((key2 === "scope") || (key2 === "kind")) || (key2 === "name"))){
const err52 = {instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/definitions/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.scope !== undefined){
let data18 = data17.scope;
if(typeof data18 === "string"){
if(func2(data18) > 512){
const err53 = {instancePath:instancePath+"/dependsOn/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema13.properties.scope,data:data18};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/dependsOn/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.scope.type,parentSchema:schema13.properties.scope,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data17.kind !== undefined){
let data19 = data17.kind;
if(typeof data19 === "string"){
if(func2(data19) > 64){
const err55 = {instancePath:instancePath+"/dependsOn/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema13.properties.kind,data:data19};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/dependsOn/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.kind.type,parentSchema:schema13.properties.kind,data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data17.name !== undefined){
let data20 = data17.name;
if(typeof data20 === "string"){
if(func2(data20) > 4096){
const err57 = {instancePath:instancePath+"/dependsOn/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema13.properties.name,data:data20};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/dependsOn/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/definitions/Address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data:data17};
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
else {
const err60 = {instancePath:instancePath+"/dependsOn",schemaPath:"#/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.dependsOn.type,parentSchema:schema12.properties.dependsOn,data:data16};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.reasons !== undefined){
let data21 = data.reasons;
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.code === undefined){
const err61 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema12.properties.reasons.items.required,parentSchema:schema12.properties.reasons.items,data:data22};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data22.detail === undefined){
const err62 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'",schema:schema12.properties.reasons.items.required,parentSchema:schema12.properties.reasons.items,data:data22};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key3 in data22){
if(!((key3 === "code") || (key3 === "detail"))){
const err63 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.reasons.items,data:data22};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data22.code !== undefined){
let data23 = data22.code;
if(typeof data23 !== "string"){
const err64 = {instancePath:instancePath+"/reasons/" + i1+"/code",schemaPath:"#/properties/reasons/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.reasons.items.properties.code.type,parentSchema:schema12.properties.reasons.items.properties.code,data:data23};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data22.detail !== undefined){
let data24 = data22.detail;
if(typeof data24 !== "string"){
const err65 = {instancePath:instancePath+"/reasons/" + i1+"/detail",schemaPath:"#/properties/reasons/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.reasons.items.properties.detail.type,parentSchema:schema12.properties.reasons.items.properties.detail,data:data24};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.reasons.items.type,parentSchema:schema12.properties.reasons.items,data:data22};
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
const err67 = {instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.reasons.type,parentSchema:schema12.properties.reasons,data:data21};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.before !== undefined){
if(!(validate12(data.before, {instancePath:instancePath+"/before",parentData:data,parentDataProperty:"before",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
if(data.after !== undefined){
if(!(validate12(data.after, {instancePath:instancePath+"/after",parentData:data,parentDataProperty:"after",rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema20 = schema11["definitions"]["Rollout"];
const schema26 = schema11["definitions"]["RolloutSettings"];
const schema21 = schema11["definitions"]["RolloutStep"];
const schema22 = schema11["definitions"]["RolloutUnit"];
const schema24 = schema11["definitions"]["Gate"];

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[0].required,parentSchema:schema24.oneOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.host === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[0].required,parentSchema:schema24.oneOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.component === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "component"},message:"must have required property '"+"component"+"'",schema:schema24.oneOf[0].required,parentSchema:schema24.oneOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "kind") || (key0 === "host")) || (key0 === "component")) || (key0 === "restart"))){
const err3 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("static-pod" !== data0){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "static-pod"},message:"must be equal to constant",schema:"static-pod",parentSchema:schema24.oneOf[0].properties.kind,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.host !== undefined){
let data1 = data.host;
if(typeof data1 === "string"){
if(func2(data1) > 253){
const err5 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/0/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[0].properties.host,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/0/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[0].properties.host,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/0/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[0].properties.host.type,parentSchema:schema24.oneOf[0].properties.host,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.component !== undefined){
let data2 = data.component;
if(!((((data2 === "etcd") || (data2 === "kube-apiserver")) || (data2 === "kube-controller-manager")) || (data2 === "kube-scheduler"))){
const err8 = {instancePath:instancePath+"/component",schemaPath:"#/oneOf/0/properties/component/enum",keyword:"enum",params:{allowedValues: schema24.oneOf[0].properties.component.enum},message:"must be equal to one of the allowed values",schema:schema24.oneOf[0].properties.component.enum,parentSchema:schema24.oneOf[0].properties.component,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.restart !== undefined){
let data3 = data.restart;
if(true !== data3){
const err9 = {instancePath:instancePath+"/restart",schemaPath:"#/oneOf/0/properties/restart/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema24.oneOf[0].properties.restart,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[0].type,parentSchema:schema24.oneOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[1].required,parentSchema:schema24.oneOf[1],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.host === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[1].required,parentSchema:schema24.oneOf[1],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "kind") || (key1 === "host"))){
const err13 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[1],data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.kind !== undefined){
let data4 = data.kind;
if("kubelet" !== data4){
const err14 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "kubelet"},message:"must be equal to constant",schema:"kubelet",parentSchema:schema24.oneOf[1].properties.kind,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.host !== undefined){
let data5 = data.host;
if(typeof data5 === "string"){
if(func2(data5) > 253){
const err15 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/1/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[1].properties.host,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data5) < 1){
const err16 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/1/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[1].properties.host,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/1/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[1].properties.host.type,parentSchema:schema24.oneOf[1].properties.host,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[1].type,parentSchema:schema24.oneOf[1],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err19 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[2].required,parentSchema:schema24.oneOf[2],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.workloads === undefined){
const err20 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "workloads"},message:"must have required property '"+"workloads"+"'",schema:schema24.oneOf[2].required,parentSchema:schema24.oneOf[2],data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data){
if(!((key2 === "kind") || (key2 === "workloads"))){
const err21 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[2],data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.kind !== undefined){
let data6 = data.kind;
if("workloads" !== data6){
const err22 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "workloads"},message:"must be equal to constant",schema:"workloads",parentSchema:schema24.oneOf[2].properties.kind,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.workloads !== undefined){
let data7 = data.workloads;
if(Array.isArray(data7)){
if(data7.length > 1000000){
const err23 = {instancePath:instancePath+"/workloads",schemaPath:"#/oneOf/2/properties/workloads/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items",schema:1000000,parentSchema:schema24.oneOf[2].properties.workloads,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.length < 1){
const err24 = {instancePath:instancePath+"/workloads",schemaPath:"#/oneOf/2/properties/workloads/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema24.oneOf[2].properties.workloads,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.scope === undefined){
const err25 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.kind === undefined){
const err26 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.name === undefined){
const err27 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key3 in data8){
if(!(((key3 === "scope") || (key3 === "kind")) || (key3 === "name"))){
const err28 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/definitions/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.scope !== undefined){
let data9 = data8.scope;
if(typeof data9 === "string"){
if(func2(data9) > 512){
const err29 = {instancePath:instancePath+"/workloads/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema13.properties.scope,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/workloads/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.scope.type,parentSchema:schema13.properties.scope,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.kind !== undefined){
let data10 = data8.kind;
if(typeof data10 === "string"){
if(func2(data10) > 64){
const err31 = {instancePath:instancePath+"/workloads/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema13.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/workloads/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.kind.type,parentSchema:schema13.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.name !== undefined){
let data11 = data8.name;
if(typeof data11 === "string"){
if(func2(data11) > 4096){
const err33 = {instancePath:instancePath+"/workloads/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema13.properties.name,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/workloads/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/definitions/Address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data:data8};
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
else {
const err36 = {instancePath:instancePath+"/workloads",schemaPath:"#/oneOf/2/properties/workloads/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema24.oneOf[2].properties.workloads.type,parentSchema:schema24.oneOf[2].properties.workloads,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[2].type,parentSchema:schema24.oneOf[2],data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err38 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[3].required,parentSchema:schema24.oneOf[3],data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.host === undefined){
const err39 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[3].required,parentSchema:schema24.oneOf[3],data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key4 in data){
if(!(((key4 === "kind") || (key4 === "host")) || (key4 === "startKubelet"))){
const err40 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[3],data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.kind !== undefined){
let data12 = data.kind;
if("etcd-join" !== data12){
const err41 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "etcd-join"},message:"must be equal to constant",schema:"etcd-join",parentSchema:schema24.oneOf[3].properties.kind,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.host !== undefined){
let data13 = data.host;
if(typeof data13 === "string"){
if(func2(data13) > 253){
const err42 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/3/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[3].properties.host,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func2(data13) < 1){
const err43 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/3/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[3].properties.host,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/3/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[3].properties.host.type,parentSchema:schema24.oneOf[3].properties.host,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.startKubelet !== undefined){
let data14 = data.startKubelet;
if(true !== data14){
const err45 = {instancePath:instancePath+"/startKubelet",schemaPath:"#/oneOf/3/properties/startKubelet/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema24.oneOf[3].properties.startKubelet,data:data14};
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
const err46 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[3].type,parentSchema:schema24.oneOf[3],data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err47 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[4].required,parentSchema:schema24.oneOf[4],data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.host === undefined){
const err48 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[4].required,parentSchema:schema24.oneOf[4],data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key5 in data){
if(!(((key5 === "kind") || (key5 === "host")) || (key5 === "bootstrap"))){
const err49 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[4],data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.kind !== undefined){
let data15 = data.kind;
if("kubelet-start" !== data15){
const err50 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "kubelet-start"},message:"must be equal to constant",schema:"kubelet-start",parentSchema:schema24.oneOf[4].properties.kind,data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.host !== undefined){
let data16 = data.host;
if(typeof data16 === "string"){
if(func2(data16) > 253){
const err51 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/4/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[4].properties.host,data:data16};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func2(data16) < 1){
const err52 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/4/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[4].properties.host,data:data16};
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
const err53 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/4/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[4].properties.host.type,parentSchema:schema24.oneOf[4].properties.host,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.bootstrap !== undefined){
let data17 = data.bootstrap;
if(true !== data17){
const err54 = {instancePath:instancePath+"/bootstrap",schemaPath:"#/oneOf/4/properties/bootstrap/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema24.oneOf[4].properties.bootstrap,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[4].type,parentSchema:schema24.oneOf[4],data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid0 = _errs38 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
const _errs45 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err56 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[5].required,parentSchema:schema24.oneOf[5],data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data.member === undefined){
const err57 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "member"},message:"must have required property '"+"member"+"'",schema:schema24.oneOf[5].required,parentSchema:schema24.oneOf[5],data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key6 in data){
if(!((key6 === "kind") || (key6 === "member"))){
const err58 = {instancePath,schemaPath:"#/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[5],data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.kind !== undefined){
let data18 = data.kind;
if("etcd-leave" !== data18){
const err59 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "etcd-leave"},message:"must be equal to constant",schema:"etcd-leave",parentSchema:schema24.oneOf[5].properties.kind,data:data18};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.member !== undefined){
let data19 = data.member;
if(typeof data19 === "string"){
if(func2(data19) > 253){
const err60 = {instancePath:instancePath+"/member",schemaPath:"#/oneOf/5/properties/member/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[5].properties.member,data:data19};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func2(data19) < 1){
const err61 = {instancePath:instancePath+"/member",schemaPath:"#/oneOf/5/properties/member/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[5].properties.member,data:data19};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/member",schemaPath:"#/oneOf/5/properties/member/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[5].properties.member.type,parentSchema:schema24.oneOf[5].properties.member,data:data19};
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
const err63 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[5].type,parentSchema:schema24.oneOf[5],data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid0 = _errs45 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
}
const _errs51 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err64 = {instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[6].required,parentSchema:schema24.oneOf[6],data};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data.host === undefined){
const err65 = {instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[6].required,parentSchema:schema24.oneOf[6],data};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data.keep === undefined){
const err66 = {instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: "keep"},message:"must have required property '"+"keep"+"'",schema:schema24.oneOf[6].required,parentSchema:schema24.oneOf[6],data};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key7 in data){
if(!(((key7 === "kind") || (key7 === "host")) || (key7 === "keep"))){
const err67 = {instancePath,schemaPath:"#/oneOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[6],data};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.kind !== undefined){
let data20 = data.kind;
if("etcd-snapshot" !== data20){
const err68 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "etcd-snapshot"},message:"must be equal to constant",schema:"etcd-snapshot",parentSchema:schema24.oneOf[6].properties.kind,data:data20};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.host !== undefined){
let data21 = data.host;
if(typeof data21 === "string"){
if(func2(data21) > 253){
const err69 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/6/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[6].properties.host,data:data21};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(func2(data21) < 1){
const err70 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/6/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[6].properties.host,data:data21};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/6/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[6].properties.host.type,parentSchema:schema24.oneOf[6].properties.host,data:data21};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.keep !== undefined){
let data22 = data.keep;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err72 = {instancePath:instancePath+"/keep",schemaPath:"#/oneOf/6/properties/keep/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema24.oneOf[6].properties.keep.type,parentSchema:schema24.oneOf[6].properties.keep,data:data22};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 100 || isNaN(data22)){
const err73 = {instancePath:instancePath+"/keep",schemaPath:"#/oneOf/6/properties/keep/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema24.oneOf[6].properties.keep,data:data22};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data22 < 1 || isNaN(data22)){
const err74 = {instancePath:instancePath+"/keep",schemaPath:"#/oneOf/6/properties/keep/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema24.oneOf[6].properties.keep,data:data22};
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
}
else {
const err75 = {instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[6].type,parentSchema:schema24.oneOf[6],data};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid0 = _errs51 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
}
const _errs59 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err76 = {instancePath,schemaPath:"#/oneOf/7/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema24.oneOf[7].required,parentSchema:schema24.oneOf[7],data};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data.host === undefined){
const err77 = {instancePath,schemaPath:"#/oneOf/7/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema24.oneOf[7].required,parentSchema:schema24.oneOf[7],data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key8 in data){
if(!((key8 === "kind") || (key8 === "host"))){
const err78 = {instancePath,schemaPath:"#/oneOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema24.oneOf[7],data};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.kind !== undefined){
let data23 = data.kind;
if("host-removal" !== data23){
const err79 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/7/properties/kind/const",keyword:"const",params:{allowedValue: "host-removal"},message:"must be equal to constant",schema:"host-removal",parentSchema:schema24.oneOf[7].properties.kind,data:data23};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.host !== undefined){
let data24 = data.host;
if(typeof data24 === "string"){
if(func2(data24) > 253){
const err80 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/7/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema24.oneOf[7].properties.host,data:data24};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func2(data24) < 1){
const err81 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/7/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.oneOf[7].properties.host,data:data24};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/7/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.oneOf[7].properties.host.type,parentSchema:schema24.oneOf[7].properties.host,data:data24};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath,schemaPath:"#/oneOf/7/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.oneOf[7].type,parentSchema:schema24.oneOf[7],data};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid0){
const err84 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema24.oneOf,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.changes === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "host") || (key0 === "changes")) || (key0 === "gate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.host !== undefined){
let data0 = data.host;
if(typeof data0 === "string"){
if(func2(data0) > 253){
const err2 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema22.properties.host,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.host,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.host.type,parentSchema:schema22.properties.host,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.changes !== undefined){
let data1 = data.changes;
if(Array.isArray(data1)){
if(data1.length > 1000000){
const err5 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items",schema:1000000,parentSchema:schema22.properties.changes,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.scope === undefined){
const err6 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'",schema:schema13.required,parentSchema:schema13,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.kind === undefined){
const err7 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema13.required,parentSchema:schema13,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.name === undefined){
const err8 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/definitions/Address/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "scope") || (key1 === "kind")) || (key1 === "name"))){
const err9 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/definitions/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.scope !== undefined){
let data3 = data2.scope;
if(typeof data3 === "string"){
if(func2(data3) > 512){
const err10 = {instancePath:instancePath+"/changes/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema13.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/changes/" + i0+"/scope",schemaPath:"#/definitions/Address/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.scope.type,parentSchema:schema13.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.kind !== undefined){
let data4 = data2.kind;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err12 = {instancePath:instancePath+"/changes/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema13.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/changes/" + i0+"/kind",schemaPath:"#/definitions/Address/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.kind.type,parentSchema:schema13.properties.kind,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.name !== undefined){
let data5 = data2.name;
if(typeof data5 === "string"){
if(func2(data5) > 4096){
const err14 = {instancePath:instancePath+"/changes/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema13.properties.name,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/changes/" + i0+"/name",schemaPath:"#/definitions/Address/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/definitions/Address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data:data2};
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
else {
const err17 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema22.properties.changes.type,parentSchema:schema22.properties.changes,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.gate !== undefined){
if(!(validate21(data.gate, {instancePath:instancePath+"/gate",parentData:data,parentDataProperty:"gate",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}


function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.units === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.parallelism === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parallelism"},message:"must have required property '"+"parallelism"+"'",schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "number") || (key0 === "title")) || (key0 === "units")) || (key0 === "parallelism"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.number !== undefined){
let data0 = data.number;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema21.properties.number.type,parentSchema:schema21.properties.number,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema21.properties.number,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 4096){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema21.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.properties.title.type,parentSchema:schema21.properties.title,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.units !== undefined){
let data2 = data.units;
if(Array.isArray(data2)){
if(data2.length > 1000000){
const err9 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items",schema:1000000,parentSchema:schema21.properties.units,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.length < 1){
const err10 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema21.properties.units,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate20(data2[i0], {instancePath:instancePath+"/units/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.properties.units.type,parentSchema:schema21.properties.units,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.parallelism !== undefined){
let data4 = data.parallelism;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/parallelism",schemaPath:"#/properties/parallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema21.properties.parallelism.type,parentSchema:schema21.properties.parallelism,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/parallelism",schemaPath:"#/properties/parallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema21.properties.parallelism,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.steps === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.settings === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "steps") || (key0 === "settings"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.steps !== undefined){
let data0 = data.steps;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err3 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items",schema:1000000,parentSchema:schema20.properties.steps,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate19(data0[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.properties.steps.type,parentSchema:schema20.properties.steps,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.settings !== undefined){
let data2 = data.settings;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.staticPodTimeoutSeconds === undefined){
const err5 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "staticPodTimeoutSeconds"},message:"must have required property '"+"staticPodTimeoutSeconds"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.kubeletTimeoutSeconds === undefined){
const err6 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "kubeletTimeoutSeconds"},message:"must have required property '"+"kubeletTimeoutSeconds"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.workloadTimeoutSeconds === undefined){
const err7 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "workloadTimeoutSeconds"},message:"must have required property '"+"workloadTimeoutSeconds"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.workerParallelism === undefined){
const err8 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "workerParallelism"},message:"must have required property '"+"workerParallelism"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.kubeletRestartCommand === undefined){
const err9 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "kubeletRestartCommand"},message:"must have required property '"+"kubeletRestartCommand"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.kubeletStopCommand === undefined){
const err10 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "kubeletStopCommand"},message:"must have required property '"+"kubeletStopCommand"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.kubeletStartCommand === undefined){
const err11 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "kubeletStartCommand"},message:"must have required property '"+"kubeletStartCommand"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.containerdRestartCommand === undefined){
const err12 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/required",keyword:"required",params:{missingProperty: "containerdRestartCommand"},message:"must have required property '"+"containerdRestartCommand"+"'",schema:schema26.required,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data2){
if(!((((((((key1 === "staticPodTimeoutSeconds") || (key1 === "kubeletTimeoutSeconds")) || (key1 === "workloadTimeoutSeconds")) || (key1 === "workerParallelism")) || (key1 === "kubeletRestartCommand")) || (key1 === "kubeletStopCommand")) || (key1 === "kubeletStartCommand")) || (key1 === "containerdRestartCommand"))){
const err13 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.staticPodTimeoutSeconds !== undefined){
let data3 = data2.staticPodTimeoutSeconds;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/settings/staticPodTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/staticPodTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema26.properties.staticPodTimeoutSeconds.type,parentSchema:schema26.properties.staticPodTimeoutSeconds,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3155760000 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/settings/staticPodTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/staticPodTimeoutSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3155760000},message:"must be <= 3155760000",schema:3155760000,parentSchema:schema26.properties.staticPodTimeoutSeconds,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/settings/staticPodTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/staticPodTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema26.properties.staticPodTimeoutSeconds,data:data3};
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
if(data2.kubeletTimeoutSeconds !== undefined){
let data4 = data2.kubeletTimeoutSeconds;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/settings/kubeletTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/kubeletTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema26.properties.kubeletTimeoutSeconds.type,parentSchema:schema26.properties.kubeletTimeoutSeconds,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3155760000 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/settings/kubeletTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/kubeletTimeoutSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3155760000},message:"must be <= 3155760000",schema:3155760000,parentSchema:schema26.properties.kubeletTimeoutSeconds,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/settings/kubeletTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/kubeletTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema26.properties.kubeletTimeoutSeconds,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data2.workloadTimeoutSeconds !== undefined){
let data5 = data2.workloadTimeoutSeconds;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/settings/workloadTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/workloadTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema26.properties.workloadTimeoutSeconds.type,parentSchema:schema26.properties.workloadTimeoutSeconds,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3155760000 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/settings/workloadTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/workloadTimeoutSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3155760000},message:"must be <= 3155760000",schema:3155760000,parentSchema:schema26.properties.workloadTimeoutSeconds,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/settings/workloadTimeoutSeconds",schemaPath:"#/definitions/RolloutSettings/properties/workloadTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema26.properties.workloadTimeoutSeconds,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data2.workerParallelism !== undefined){
let data6 = data2.workerParallelism;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/settings/workerParallelism",schemaPath:"#/definitions/RolloutSettings/properties/workerParallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema26.properties.workerParallelism.type,parentSchema:schema26.properties.workerParallelism,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/settings/workerParallelism",schemaPath:"#/definitions/RolloutSettings/properties/workerParallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema26.properties.workerParallelism,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data2.kubeletRestartCommand !== undefined){
let data7 = data2.kubeletRestartCommand;
if(typeof data7 === "string"){
if(func2(data7) > 65536){
const err25 = {instancePath:instancePath+"/settings/kubeletRestartCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletRestartCommand/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",schema:65536,parentSchema:schema26.properties.kubeletRestartCommand,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/settings/kubeletRestartCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletRestartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.kubeletRestartCommand.type,parentSchema:schema26.properties.kubeletRestartCommand,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.kubeletStopCommand !== undefined){
let data8 = data2.kubeletStopCommand;
if(typeof data8 === "string"){
if(func2(data8) > 65536){
const err27 = {instancePath:instancePath+"/settings/kubeletStopCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletStopCommand/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",schema:65536,parentSchema:schema26.properties.kubeletStopCommand,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/settings/kubeletStopCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletStopCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.kubeletStopCommand.type,parentSchema:schema26.properties.kubeletStopCommand,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.kubeletStartCommand !== undefined){
let data9 = data2.kubeletStartCommand;
if(typeof data9 === "string"){
if(func2(data9) > 65536){
const err29 = {instancePath:instancePath+"/settings/kubeletStartCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletStartCommand/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",schema:65536,parentSchema:schema26.properties.kubeletStartCommand,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/settings/kubeletStartCommand",schemaPath:"#/definitions/RolloutSettings/properties/kubeletStartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.kubeletStartCommand.type,parentSchema:schema26.properties.kubeletStartCommand,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.containerdRestartCommand !== undefined){
let data10 = data2.containerdRestartCommand;
if(typeof data10 === "string"){
if(func2(data10) > 65536){
const err31 = {instancePath:instancePath+"/settings/containerdRestartCommand",schemaPath:"#/definitions/RolloutSettings/properties/containerdRestartCommand/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",schema:65536,parentSchema:schema26.properties.containerdRestartCommand,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/settings/containerdRestartCommand",schemaPath:"#/definitions/RolloutSettings/properties/containerdRestartCommand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties.containerdRestartCommand.type,parentSchema:schema26.properties.containerdRestartCommand,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/RolloutSettings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data:data2};
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
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://k8sform.dev/schemas/plan-file.schema.json" */;
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
if(data.configDigest === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "configDigest"},message:"must have required property '"+"configDigest"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.cluster === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster"},message:"must have required property '"+"cluster"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.kubernetesVersion === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kubernetesVersion"},message:"must have required property '"+"kubernetesVersion"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.changes === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "formatVersion") || (key0 === "configDigest")) || (key0 === "cluster")) || (key0 === "kubernetesVersion")) || (key0 === "targets")) || (key0 === "changes")) || (key0 === "rollout")) || (key0 === "warnings"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.formatVersion !== undefined){
let data0 = data.formatVersion;
if(1 !== data0){
const err6 = {instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema11.properties.formatVersion,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.configDigest !== undefined){
let data1 = data.configDigest;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/configDigest",schemaPath:"#/properties/configDigest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema11.properties.configDigest,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/configDigest",schemaPath:"#/properties/configDigest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.configDigest.type,parentSchema:schema11.properties.configDigest,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cluster !== undefined){
let data2 = data.cluster;
if(typeof data2 === "string"){
if(func2(data2) > 253){
const err9 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters",schema:253,parentSchema:schema11.properties.cluster,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.cluster,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cluster.type,parentSchema:schema11.properties.cluster,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.kubernetesVersion !== undefined){
let data3 = data.kubernetesVersion;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err12 = {instancePath:instancePath+"/kubernetesVersion",schemaPath:"#/properties/kubernetesVersion/pattern",keyword:"pattern",params:{pattern: "^v\\d+\\.\\d+\\.\\d+$"},message:"must match pattern \""+"^v\\d+\\.\\d+\\.\\d+$"+"\"",schema:"^v\\d+\\.\\d+\\.\\d+$",parentSchema:schema11.properties.kubernetesVersion,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/kubernetesVersion",schemaPath:"#/properties/kubernetesVersion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.kubernetesVersion.type,parentSchema:schema11.properties.kubernetesVersion,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.targets !== undefined){
let data4 = data.targets;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func2(data5) > 4096){
const err14 = {instancePath:instancePath+"/targets/" + i0,schemaPath:"#/properties/targets/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema11.properties.targets.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/targets/" + i0,schemaPath:"#/properties/targets/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.targets.items.type,parentSchema:schema11.properties.targets.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/targets",schemaPath:"#/properties/targets/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.targets.type,parentSchema:schema11.properties.targets,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.changes !== undefined){
let data6 = data.changes;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(!(validate11(data6[i1], {instancePath:instancePath+"/changes/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.changes.type,parentSchema:schema11.properties.changes,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.rollout !== undefined){
if(!(validate18(data.rollout, {instancePath:instancePath+"/rollout",parentData:data,parentDataProperty:"rollout",rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
if(data.warnings !== undefined){
let data9 = data.warnings;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.host === undefined){
const err18 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'",schema:schema27.required,parentSchema:schema27,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data10.check === undefined){
const err19 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/required",keyword:"required",params:{missingProperty: "check"},message:"must have required property '"+"check"+"'",schema:schema27.required,parentSchema:schema27,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data10.message === undefined){
const err20 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema27.required,parentSchema:schema27,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10.fix === undefined){
const err21 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/required",keyword:"required",params:{missingProperty: "fix"},message:"must have required property '"+"fix"+"'",schema:schema27.required,parentSchema:schema27,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data10){
if(!((((key1 === "host") || (key1 === "check")) || (key1 === "message")) || (key1 === "fix"))){
const err22 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data10.host !== undefined){
let data11 = data10.host;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err23 = {instancePath:instancePath+"/warnings/" + i2+"/host",schemaPath:"#/definitions/PlanWarning/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.host,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/warnings/" + i2+"/host",schemaPath:"#/definitions/PlanWarning/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.host.type,parentSchema:schema27.properties.host,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.check !== undefined){
let data12 = data10.check;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err25 = {instancePath:instancePath+"/warnings/" + i2+"/check",schemaPath:"#/definitions/PlanWarning/properties/check/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema27.properties.check,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/warnings/" + i2+"/check",schemaPath:"#/definitions/PlanWarning/properties/check/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.check.type,parentSchema:schema27.properties.check,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.message !== undefined){
let data13 = data10.message;
if(typeof data13 !== "string"){
const err27 = {instancePath:instancePath+"/warnings/" + i2+"/message",schemaPath:"#/definitions/PlanWarning/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.message.type,parentSchema:schema27.properties.message,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.fix !== undefined){
let data14 = data10.fix;
if(typeof data14 !== "string"){
const err28 = {instancePath:instancePath+"/warnings/" + i2+"/fix",schemaPath:"#/definitions/PlanWarning/properties/fix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.fix.type,parentSchema:schema27.properties.fix,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/definitions/PlanWarning/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data:data10};
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
else {
const err30 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.warnings.type,parentSchema:schema11.properties.warnings,data:data9};
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
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export { schema11 as schema };
