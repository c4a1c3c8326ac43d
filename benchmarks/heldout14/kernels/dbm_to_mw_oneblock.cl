// Held-out suite 14 (frozen). Received powers in dBm converted to milliwatts, 10^(dBm / 10), by
// one work-group whose items step through the whole array.
__kernel void dbm_to_mw_oneblock(__global const float *dbm, __global float *mw, int n)
{
    for (int i = get_local_id(0); i < n; i += get_local_size(0))
        mw[i] = pow(10.0f, dbm[i] * 0.1f);
}
