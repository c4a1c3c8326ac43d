// floydWarshall (AMD APP SDK FloydWarshall): pass k of the all-pairs shortest paths on a
// numNodes x numNodes 2D NDRange, in place:
// dist[y][x] = min(dist[y][x], dist[y][k] + dist[k][x]), path[y][x] = k where it improves.
// Row k and column k do not change during pass k (dist[k][k] == 0), so the in-place
// update is race free.
__kernel void floydWarshall(__global uint *pathDistanceBuffer,
                            __global uint *pathBuffer,
                            const uint numNodes,
                            const uint pass)
{
    int xValue = get_global_id(0);
    int yValue = get_global_id(1);

    int k = pass;
    int oldWeight = pathDistanceBuffer[yValue * numNodes + xValue];
    int tempWeight = (pathDistanceBuffer[yValue * numNodes + k] +
                      pathDistanceBuffer[k * numNodes + xValue]);

    if (tempWeight < oldWeight) {
        pathDistanceBuffer[yValue * numNodes + xValue] = tempWeight;
        pathBuffer[yValue * numNodes + xValue] = k;
    }
}
