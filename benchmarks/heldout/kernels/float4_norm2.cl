// Held-out suite (frozen). Squared length of float4 vectors (vload4, one vector per work-item).
__kernel void float4_norm2(__global const float *v, __global float *out, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float4 a = vload4(i, v);
        out[i] = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w;
    }
}
