// One pass (intermediate node k = pass) of Floyd-Warshall all-pairs shortest paths,
// after the AMD APP SDK sample. Row k and column k do not change during pass k, so the
// update is done in place.
__kernel void floyd_warshall_pass(__global uint *pathDistanceBuffer, __global uint *pathBuffer,
                                  const unsigned int numNodes, const unsigned int pass)
{
    int xValue = get_global_id(0);
    int yValue = get_global_id(1);
    if (xValue >= numNodes || yValue >= numNodes)
        return;

    int k = pass;
    int oldWeight = pathDistanceBuffer[yValue * numNodes + xValue];
    int tempWeight = (pathDistanceBuffer[yValue * numNodes + k] +
                      pathDistanceBuffer[k * numNodes + xValue]);

    if (tempWeight < oldWeight) {
        pathDistanceBuffer[yValue * numNodes + xValue] = tempWeight;
        pathBuffer[yValue * numNodes + xValue] = k;
    }
}
