// One level of the 1D Haar wavelet decomposition (dwtHaar1D step): each work-item
// loads two pairs with vload4 and writes two approximation and two detail coefficients.
#define INV_SQRT_2 0.70710678118654752440f

__kernel void dwt_haar_1d(__global const float *restrict signal, __global float *restrict approx,
                          __global float *restrict detail, const uint half_len)
{
    uint gid = get_global_id(0);
    if (2 * gid >= half_len)
        return;

    float4 v = vload4(gid, signal);
    float2 a = (float2)(v.x + v.y, v.z + v.w) * INV_SQRT_2;
    float2 d = (float2)(v.x - v.y, v.z - v.w) * INV_SQRT_2;
    vstore2(a, gid, approx);
    vstore2(d, gid, detail);
}
