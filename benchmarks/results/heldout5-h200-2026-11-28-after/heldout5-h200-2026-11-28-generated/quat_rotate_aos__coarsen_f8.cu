extern "C" __global__ void quat_rotate_aos_cf8x(const float* p, const float* q, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_0 = p[3 * i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_0 = p[3 * i_0 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_0 = p[3 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_0 = q[4 * i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_0 = q[4 * i_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_0 = q[4 * i_0 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_0 = q[4 * i_0 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_0 = uy_0 * pz_0 - uz_0 * py_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_0 = uz_0 * px_0 - ux_0 * pz_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_0 = ux_0 * py_0 - uy_0 * px_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_0] = px_0 + 2.0f * (w_0 * tx_0 + (uy_0 * tz_0 - uz_0 * ty_0));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_0 + 1] = py_0 + 2.0f * (w_0 * ty_0 + (uz_0 * tx_0 - ux_0 * tz_0));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_0 + 2] = pz_0 + 2.0f * (w_0 * tz_0 + (ux_0 * ty_0 - uy_0 * tx_0));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_1 = p[3 * i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_1 = p[3 * i_1 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_1 = p[3 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_1 = q[4 * i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_1 = q[4 * i_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_1 = q[4 * i_1 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_1 = q[4 * i_1 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_1 = uy_1 * pz_1 - uz_1 * py_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_1 = uz_1 * px_1 - ux_1 * pz_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_1 = ux_1 * py_1 - uy_1 * px_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_1] = px_1 + 2.0f * (w_1 * tx_1 + (uy_1 * tz_1 - uz_1 * ty_1));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_1 + 1] = py_1 + 2.0f * (w_1 * ty_1 + (uz_1 * tx_1 - ux_1 * tz_1));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_1 + 2] = pz_1 + 2.0f * (w_1 * tz_1 + (ux_1 * ty_1 - uy_1 * tx_1));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_2 = p[3 * i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_2 = p[3 * i_2 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_2 = p[3 * i_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_2 = q[4 * i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_2 = q[4 * i_2 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_2 = q[4 * i_2 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_2 = q[4 * i_2 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_2 = uy_2 * pz_2 - uz_2 * py_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_2 = uz_2 * px_2 - ux_2 * pz_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_2 = ux_2 * py_2 - uy_2 * px_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_2] = px_2 + 2.0f * (w_2 * tx_2 + (uy_2 * tz_2 - uz_2 * ty_2));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_2 + 1] = py_2 + 2.0f * (w_2 * ty_2 + (uz_2 * tx_2 - ux_2 * tz_2));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_2 + 2] = pz_2 + 2.0f * (w_2 * tz_2 + (ux_2 * ty_2 - uy_2 * tx_2));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_3 = p[3 * i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_3 = p[3 * i_3 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_3 = p[3 * i_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_3 = q[4 * i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_3 = q[4 * i_3 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_3 = q[4 * i_3 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_3 = q[4 * i_3 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_3 = uy_3 * pz_3 - uz_3 * py_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_3 = uz_3 * px_3 - ux_3 * pz_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_3 = ux_3 * py_3 - uy_3 * px_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_3] = px_3 + 2.0f * (w_3 * tx_3 + (uy_3 * tz_3 - uz_3 * ty_3));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_3 + 1] = py_3 + 2.0f * (w_3 * ty_3 + (uz_3 * tx_3 - ux_3 * tz_3));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_3 + 2] = pz_3 + 2.0f * (w_3 * tz_3 + (ux_3 * ty_3 - uy_3 * tx_3));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_4 = p[3 * i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_4 = p[3 * i_4 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_4 = p[3 * i_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_4 = q[4 * i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_4 = q[4 * i_4 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_4 = q[4 * i_4 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_4 = q[4 * i_4 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_4 = uy_4 * pz_4 - uz_4 * py_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_4 = uz_4 * px_4 - ux_4 * pz_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_4 = ux_4 * py_4 - uy_4 * px_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_4] = px_4 + 2.0f * (w_4 * tx_4 + (uy_4 * tz_4 - uz_4 * ty_4));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_4 + 1] = py_4 + 2.0f * (w_4 * ty_4 + (uz_4 * tx_4 - ux_4 * tz_4));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_4 + 2] = pz_4 + 2.0f * (w_4 * tz_4 + (ux_4 * ty_4 - uy_4 * tx_4));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_5 = p[3 * i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_5 = p[3 * i_5 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_5 = p[3 * i_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_5 = q[4 * i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_5 = q[4 * i_5 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_5 = q[4 * i_5 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_5 = q[4 * i_5 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_5 = uy_5 * pz_5 - uz_5 * py_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_5 = uz_5 * px_5 - ux_5 * pz_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_5 = ux_5 * py_5 - uy_5 * px_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_5] = px_5 + 2.0f * (w_5 * tx_5 + (uy_5 * tz_5 - uz_5 * ty_5));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_5 + 1] = py_5 + 2.0f * (w_5 * ty_5 + (uz_5 * tx_5 - ux_5 * tz_5));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_5 + 2] = pz_5 + 2.0f * (w_5 * tz_5 + (ux_5 * ty_5 - uy_5 * tx_5));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_6 = p[3 * i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_6 = p[3 * i_6 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_6 = p[3 * i_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_6 = q[4 * i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_6 = q[4 * i_6 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_6 = q[4 * i_6 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_6 = q[4 * i_6 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_6 = uy_6 * pz_6 - uz_6 * py_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_6 = uz_6 * px_6 - ux_6 * pz_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_6 = ux_6 * py_6 - uy_6 * px_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_6] = px_6 + 2.0f * (w_6 * tx_6 + (uy_6 * tz_6 - uz_6 * ty_6));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_6 + 1] = py_6 + 2.0f * (w_6 * ty_6 + (uz_6 * tx_6 - ux_6 * tz_6));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_6 + 2] = pz_6 + 2.0f * (w_6 * tz_6 + (ux_6 * ty_6 - uy_6 * tx_6));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px_7 = p[3 * i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py_7 = p[3 * i_7 + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz_7 = p[3 * i_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w_7 = q[4 * i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux_7 = q[4 * i_7 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy_7 = q[4 * i_7 + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz_7 = q[4 * i_7 + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx_7 = uy_7 * pz_7 - uz_7 * py_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty_7 = uz_7 * px_7 - ux_7 * pz_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz_7 = ux_7 * py_7 - uy_7 * px_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_7] = px_7 + 2.0f * (w_7 * tx_7 + (uy_7 * tz_7 - uz_7 * ty_7));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_7 + 1] = py_7 + 2.0f * (w_7 * ty_7 + (uz_7 * tx_7 - ux_7 * tz_7));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i_7 + 2] = pz_7 + 2.0f * (w_7 * tz_7 + (ux_7 * ty_7 - uy_7 * tx_7));
    }
}
