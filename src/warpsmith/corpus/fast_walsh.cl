// One butterfly stage of the fast Walsh-Hadamard transform, in place (AMD APP SDK
// FastWalshTransform). N/2 work-items; step = 1, 2, 4, ..., N/2.
__kernel void fast_walsh_transform(__global float *tArray, const int step)
{
    unsigned int tid = get_global_id(0);

    const unsigned int group = tid % step;
    const unsigned int pair = 2 * step * (tid / step) + group;
    const unsigned int match = pair + step;

    float T1 = tArray[pair];
    float T2 = tArray[match];

    tArray[pair] = T1 + T2;
    tArray[match] = T1 - T2;
}
