import sampleFlows from './samples/orderSample.flows';
import { describeFlows } from './describeFlows';

describeFlows(sampleFlows as never);
