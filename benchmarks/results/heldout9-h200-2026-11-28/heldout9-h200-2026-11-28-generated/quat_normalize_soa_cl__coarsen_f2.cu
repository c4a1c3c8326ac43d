extern "C" __global__ void quat_normalize_soa_cf2x(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float a_0 = qw[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float b_0 = qx[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float c_0 = qy[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float d_0 = qz[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float inv_0 = 1.0f / sqrtf(a_0 * a_0 + b_0 * b_0 + c_0 * c_0 + d_0 * d_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ow[i_0] = a_0 * inv_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ox[i_0] = b_0 * inv_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oy[i_0] = c_0 * inv_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oz[i_0] = d_0 * inv_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float a_1 = qw[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float b_1 = qx[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float c_1 = qy[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float d_1 = qz[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float inv_1 = 1.0f / sqrtf(a_1 * a_1 + b_1 * b_1 + c_1 * c_1 + d_1 * d_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ow[i_1] = a_1 * inv_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ox[i_1] = b_1 * inv_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oy[i_1] = c_1 * inv_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oz[i_1] = d_1 * inv_1;
    }
}
