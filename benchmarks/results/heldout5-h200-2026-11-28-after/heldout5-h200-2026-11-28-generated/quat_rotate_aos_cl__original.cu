extern "C" __global__ void quat_rotate_aos(const float* p, const float* q, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float px = p[3 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float py = p[3 * i + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float pz = p[3 * i + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float w = q[4 * i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ux = q[4 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uy = q[4 * i + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uz = q[4 * i + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tx = uy * pz - uz * py;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ty = uz * px - ux * pz;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tz = ux * py - uy * px;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i] = px + 2.0f * (w * tx + (uy * tz - uz * ty));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i + 1] = py + 2.0f * (w * ty + (uz * tx - ux * tz));
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out[3 * i + 2] = pz + 2.0f * (w * tz + (ux * ty - uy * tx));
    }
}
