extern "C" __global__ void lj_cell_shared(const float4* pos, float* fx, float* fy, float* fz, int ncell) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    __shared__ float4 sp[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    int i = (unsigned long long)blockIdx.x * 64 + t;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float4 me = pos[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    sp[t] = me;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ax = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float ay = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    float az = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    for (int j = 0; j < 64; j++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
        if (j != t) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dx = me.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dy = me.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float dz = me.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s = 1.0f / (dx * dx + dy * dy + dz * dz);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float s3 = s * s * s;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            float f = 24.0f * (2.0f * s3 * s3 - s3) * s;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ax += f * dx;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            ay += f * dy;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
            az += f * dz;
        }
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fx[i] = ax;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fy[i] = ay;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cl"
    fz[i] = az;
}
