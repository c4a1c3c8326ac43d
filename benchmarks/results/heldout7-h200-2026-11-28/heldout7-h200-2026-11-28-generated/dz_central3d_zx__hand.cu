extern "C" __global__ void dz_central3d_zx_hand(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
    int z = blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
    if (x < nx && y < ny && z < nz) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
        int plane = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
        int i = z * plane + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
        float v = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
        if (z > 0 && z < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
            v = (f[i + plane] - f[i - plane]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/dz_central3d_zx_hand.cu"
        out[i] = v;
    }
}
