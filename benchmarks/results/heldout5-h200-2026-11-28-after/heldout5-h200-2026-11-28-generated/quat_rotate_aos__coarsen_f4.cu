extern "C" __global__ void quat_rotate_aos_cf4x(const float* p, const float* q, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
