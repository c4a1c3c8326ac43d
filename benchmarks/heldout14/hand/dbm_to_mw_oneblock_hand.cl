// Held-out suite 14 (frozen), hand version of dbm_to_mw_oneblock: the same conversion with a
// work-item per value over as many work-groups as the array needs, so that every compute unit
// streams its part. Any 1D range covering n items.
__kernel void dbm_to_mw_oneblock_hand(__global const float *restrict dbm,
                                      __global float *restrict mw, int n)
{
    int i = get_global_id(0);
    if (i < n)
        mw[i] = pow(10.0f, dbm[i] * 0.1f);
}
