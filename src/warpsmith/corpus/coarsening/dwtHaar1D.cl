// dwtHaar1D (AMD APP SDK DwtHaar1D): one pass of the 1D Haar wavelet decomposition.
// Each work-group loads 2 * get_local_size(0) consecutive signal values into the __local
// array sharedArray (a kernel argument of 2 * local size floats, so any power-of-two local
// size works), normalizes them by 1/sqrt(signalLength) on the first pass (levelsDone == 0),
// and performs levels = min(tLevels, mLevels) Haar levels in local memory, with barriers
// between levels; mLevels must be at most log2(2 * local size). Level i writes the detail
// coefficients of the group to coefsSignal at midOutPos = signalLength >> (i + 1); the
// group's final average goes to AverageSignal[group].
__kernel void dwtHaar1D(__global const float *inSignal,
                        __global float *coefsSignal,
                        __global float *AverageSignal,
                        __local float *sharedArray,
                        const uint tLevels,
                        const uint signalLength,
                        const uint levelsDone,
                        const uint mLevels)
{
    uint localId = get_local_id(0);
    uint groupId = get_group_id(0);
    uint localSize = get_local_size(0);

    // load the group's 2 * localSize values
    float t0 = inSignal[groupId * localSize * 2 + localId];
    float t1 = inSignal[groupId * localSize * 2 + localSize + localId];
    // normalized decomposition: divide by sqrt(signal length) on the first pass
    if (0 == levelsDone) {
        float r = rsqrt((float)signalLength);
        t0 *= r;
        t1 *= r;
    }
    sharedArray[localId] = t0;
    sharedArray[localSize + localId] = t1;

    barrier(CLK_LOCAL_MEM_FENCE);

    uint levels = tLevels > mLevels ? mLevels : tLevels;
    uint activeThreads = (1 << levels) / 2;
    uint midOutPos = signalLength / 2;

    const float rsqrt_two = 0.7071f;
    for (uint i = 0; i < levels; ++i) {
        float data0 = 0.0f;
        float data1 = 0.0f;
        if (localId < activeThreads) {
            data0 = sharedArray[2 * localId];
            data1 = sharedArray[2 * localId + 1];
        }

        // every work-item has read before the array is overwritten
        barrier(CLK_LOCAL_MEM_FENCE);

        if (localId < activeThreads) {
            sharedArray[localId] = (data0 + data1) * rsqrt_two;
            uint globalPos = midOutPos + groupId * activeThreads + localId;
            coefsSignal[globalPos] = (data0 - data1) * rsqrt_two;

            midOutPos >>= 1;
        }
        activeThreads >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    // the group's average, for the next pass (done on the host in the original)
    if (0 == localId)
        AverageSignal[groupId] = sharedArray[0];
}
