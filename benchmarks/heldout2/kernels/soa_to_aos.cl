// into records of four floats; one thread per record, four 4-byte stores.
__kernel void soa_to_aos(__global const float *x, __global const float *y, __global const float *z, __global const float *w, __global float *aos, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        aos[4 * i + 0] = x[i];
        aos[4 * i + 1] = y[i];
        aos[4 * i + 2] = z[i];
        aos[4 * i + 3] = w[i];
    }
}
