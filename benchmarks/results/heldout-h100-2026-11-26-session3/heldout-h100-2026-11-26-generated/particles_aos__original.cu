extern "C" __global__ void particles_aos(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float x = p[8 * i + 0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float y = p[8 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float z = p[8 * i + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vx = p[8 * i + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vy = p[8 * i + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vz = p[8 * i + 5];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float m = p[8 * i + 6];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float q = p[8 * i + 7];
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vx = vx + dt * q * ex;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vy = vy + dt * q * ey;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vz = vz + dt * q * ez;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 0] = x + dt * vx;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 1] = y + dt * vy;
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 2] = z + dt * vz;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 3] = vx;
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 4] = vy;
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 5] = vz;
#line 22 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 6] = m;
#line 23 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i + 7] = q;
    }
}
