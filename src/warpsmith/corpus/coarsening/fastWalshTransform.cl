// fastWalshTransform (AMD APP SDK FastWalshTransform): one butterfly step of the fast
// Walsh-Hadamard transform, in place on an array of 2 * get_global_size(0) floats.
// Work-item tid pairs element `pair` with `pair + step`:
// tArray[pair] = a + b, tArray[pair + step] = a - b.
__kernel void fastWalshTransform(__global float *tArray, const int step)
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
