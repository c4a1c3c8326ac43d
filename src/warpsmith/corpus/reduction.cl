// Work-group sum reduction in local memory (Harris kernel 4: first add during the load,
// sequential addressing). Each group reduces 2 * local size elements; sdata is a
// __local argument of local size floats.
__kernel void reduce(__global const float *g_idata, __global float *g_odata,
                     unsigned int n, __local float *sdata)
{
    unsigned int tid = get_local_id(0);
    unsigned int i = get_group_id(0) * (get_local_size(0) * 2) + get_local_id(0);

    float mySum = (i < n) ? g_idata[i] : 0.0f;
    if (i + get_local_size(0) < n)
        mySum += g_idata[i + get_local_size(0)];
    sdata[tid] = mySum;
    barrier(CLK_LOCAL_MEM_FENCE);

    for (unsigned int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] = mySum = mySum + sdata[tid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (tid == 0)
        g_odata[get_group_id(0)] = sdata[0];
}
