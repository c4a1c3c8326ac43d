extern "C" __global__ void quat_normalize_soa_cf8x(const float* qw, const float* qx, const float* qy, const float* qz, float* ow, float* ox, float* oy, float* oz, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_2 = qw[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_2 = qx[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_2 = qy[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_2 = qz[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_2 = 1.0f / sqrtf(a_2 * a_2 + b_2 * b_2 + c_2 * c_2 + d_2 * d_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_2] = a_2 * inv_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_2] = b_2 * inv_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_2] = c_2 * inv_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_2] = d_2 * inv_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_3 = qw[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_3 = qx[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_3 = qy[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_3 = qz[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_3 = 1.0f / sqrtf(a_3 * a_3 + b_3 * b_3 + c_3 * c_3 + d_3 * d_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_3] = a_3 * inv_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_3] = b_3 * inv_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_3] = c_3 * inv_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_3] = d_3 * inv_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_4 = qw[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_4 = qx[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_4 = qy[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_4 = qz[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_4 = 1.0f / sqrtf(a_4 * a_4 + b_4 * b_4 + c_4 * c_4 + d_4 * d_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_4] = a_4 * inv_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_4] = b_4 * inv_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_4] = c_4 * inv_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_4] = d_4 * inv_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_5 = qw[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_5 = qx[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_5 = qy[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_5 = qz[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_5 = 1.0f / sqrtf(a_5 * a_5 + b_5 * b_5 + c_5 * c_5 + d_5 * d_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_5] = a_5 * inv_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_5] = b_5 * inv_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_5] = c_5 * inv_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_5] = d_5 * inv_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_6 = qw[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_6 = qx[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_6 = qy[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_6 = qz[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_6 = 1.0f / sqrtf(a_6 * a_6 + b_6 * b_6 + c_6 * c_6 + d_6 * d_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_6] = a_6 * inv_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_6] = b_6 * inv_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_6] = c_6 * inv_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_6] = d_6 * inv_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float a_7 = qw[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float b_7 = qx[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float c_7 = qy[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float d_7 = qz[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        float inv_7 = 1.0f / sqrtf(a_7 * a_7 + b_7 * b_7 + c_7 * c_7 + d_7 * d_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ow[i_7] = a_7 * inv_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        ox[i_7] = b_7 * inv_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oy[i_7] = c_7 * inv_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/quat_normalize_soa.cu"
        oz[i_7] = d_7 * inv_7;
    }
}
