extern "C" __global__ void quat_rotate_aos_cf2x(const float* p, const float* q, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float px_0 = p[3 * i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float py_0 = p[3 * i_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float pz_0 = p[3 * i_0 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float w_0 = q[4 * i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ux_0 = q[4 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uy_0 = q[4 * i_0 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uz_0 = q[4 * i_0 + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tx_0 = uy_0 * pz_0 - uz_0 * py_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ty_0 = uz_0 * px_0 - ux_0 * pz_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tz_0 = ux_0 * py_0 - uy_0 * px_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_0] = px_0 + 2.0f * (w_0 * tx_0 + (uy_0 * tz_0 - uz_0 * ty_0));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_0 + 1] = py_0 + 2.0f * (w_0 * ty_0 + (uz_0 * tx_0 - ux_0 * tz_0));
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_0 + 2] = pz_0 + 2.0f * (w_0 * tz_0 + (ux_0 * ty_0 - uy_0 * tx_0));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float px_1 = p[3 * i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float py_1 = p[3 * i_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float pz_1 = p[3 * i_1 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float w_1 = q[4 * i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ux_1 = q[4 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uy_1 = q[4 * i_1 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uz_1 = q[4 * i_1 + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tx_1 = uy_1 * pz_1 - uz_1 * py_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ty_1 = uz_1 * px_1 - ux_1 * pz_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tz_1 = ux_1 * py_1 - uy_1 * px_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_1] = px_1 + 2.0f * (w_1 * tx_1 + (uy_1 * tz_1 - uz_1 * ty_1));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_1 + 1] = py_1 + 2.0f * (w_1 * ty_1 + (uz_1 * tx_1 - ux_1 * tz_1));
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i_1 + 2] = pz_1 + 2.0f * (w_1 * tz_1 + (ux_1 * ty_1 - uy_1 * tx_1));
    }
}
