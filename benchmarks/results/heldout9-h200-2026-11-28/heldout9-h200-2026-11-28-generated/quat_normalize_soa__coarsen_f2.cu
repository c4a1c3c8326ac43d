extern "C" __global__ void quat_normalize_soa_cf2x(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_0 = qw[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_0 = qx[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_0 = qy[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_0 = qz[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_0 = 1.0f / sqrtf(a_0 * a_0 + b_0 * b_0 + c_0 * c_0 + d_0 * d_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_0] = a_0 * inv_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_0] = b_0 * inv_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_0] = c_0 * inv_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_0] = d_0 * inv_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_1 = qw[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_1 = qx[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_1 = qy[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_1 = qz[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_1 = 1.0f / sqrtf(a_1 * a_1 + b_1 * b_1 + c_1 * c_1 + d_1 * d_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_1] = a_1 * inv_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_1] = b_1 * inv_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_1] = c_1 * inv_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_1] = d_1 * inv_1;
    }
}
