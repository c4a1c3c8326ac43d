extern "C" __global__ void quat_rotate_aos_cf2x(const float* p, const float* q, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
