extern "C" __global__ void quat_normalize_soa_cf4x(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float a_2 = qw[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float b_2 = qx[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float c_2 = qy[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float d_2 = qz[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float inv_2 = 1.0f / sqrtf(a_2 * a_2 + b_2 * b_2 + c_2 * c_2 + d_2 * d_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ow[i_2] = a_2 * inv_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ox[i_2] = b_2 * inv_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oy[i_2] = c_2 * inv_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oz[i_2] = d_2 * inv_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float a_3 = qw[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float b_3 = qx[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float c_3 = qy[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float d_3 = qz[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        float inv_3 = 1.0f / sqrtf(a_3 * a_3 + b_3 * b_3 + c_3 * c_3 + d_3 * d_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ow[i_3] = a_3 * inv_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        ox[i_3] = b_3 * inv_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oy[i_3] = c_3 * inv_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cl"
        oz[i_3] = d_3 * inv_3;
    }
}
