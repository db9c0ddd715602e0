import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildGatewaySchema, printGatewaySchema } from '../graphql/schema';

async function main() {
  const file = path.resolve(__dirname, '../../schema.graphql');
  writeFileSync(file, printGatewaySchema(await buildGatewaySchema()));
  console.log(`wrote ${file}`);
}

void main();
