// product, each reading one float4 of x and of y (neighbours read contiguous 16-byte pieces),
// the four partial sums added through __local memory. The local size is 256 and the launch
// covers 4 * batch work-items.
__kernel void batched_dot16_hand(__global const float *x, __global const float *y,
                                 __global float *out, int batch)
{
    __local float part[256];
    int g = get_global_id(0);
    int l = get_local_id(0);
    int b = g >> 2;
    float s = 0.0f;
    if (b < batch) {
        float4 a = ((__global const float4 *)x)[g];
        float4 c = ((__global const float4 *)y)[g];
        s = (a.x * c.x + a.y * c.y) + (a.z * c.z + a.w * c.w);
    }
    part[l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (b < batch && (l & 3) == 0)
        out[b] = (part[l] + part[l + 1]) + (part[l + 2] + part[l + 3]);
}
