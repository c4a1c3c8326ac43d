extern "C" __global__ void quat_rotate_aos(const float* p, const float* q, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px = p[3 * i];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py = p[3 * i + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz = p[3 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w = q[4 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux = q[4 * i + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy = q[4 * i + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz = q[4 * i + 3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx = uy * pz - uz * py;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty = uz * px - ux * pz;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz = ux * py - uy * px;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i] = px + 2.0f * (w * tx + (uy * tz - uz * ty));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i + 1] = py + 2.0f * (w * ty + (uz * tx - ux * tz));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out[3 * i + 2] = pz + 2.0f * (w * tz + (ux * ty - uy * tx));
    }
}
