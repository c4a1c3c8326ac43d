// All-pairs n-body step (GPU Gems 3, ch. 31): positions and masses as float4 (w = mass),
// one thread per body, tiles of BLOCK_SIZE bodies staged in shared memory.
#ifndef BLOCK_SIZE
#define BLOCK_SIZE 128
#endif
#ifndef SOFTENING_SQUARED
#define SOFTENING_SQUARED 0.01f
#endif

__device__ float4 body_body_interaction(float4 bi, float4 bj, float4 ai)
{
    float4 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
    float invDist = rsqrtf(distSqr);
    float invDistCube = invDist * invDist * invDist;
    float s = bj.w * invDistCube;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void nbody_step(const float4 *__restrict__ pos, const float4 *__restrict__ vel,
                           float4 *__restrict__ new_pos, float4 *__restrict__ new_vel,
                           float dt, int n)
{
    __shared__ float4 sh_pos[BLOCK_SIZE];

    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 my_pos = (i < n) ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    float4 acc = make_float4(0.0f, 0.0f, 0.0f, 0.0f);

    for (int tile = 0; tile < (n + BLOCK_SIZE - 1) / BLOCK_SIZE; tile++) {
        int j = tile * BLOCK_SIZE + threadIdx.x;
        sh_pos[threadIdx.x] = (j < n) ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();
#pragma unroll 4
        for (int k = 0; k < BLOCK_SIZE; k++)
            acc = body_body_interaction(my_pos, sh_pos[k], acc);
        __syncthreads();
    }

    if (i < n) {
        float4 v = vel[i];
        v.x += acc.x * dt;
        v.y += acc.y * dt;
        v.z += acc.z * dt;
        my_pos.x += v.x * dt;
        my_pos.y += v.y * dt;
        my_pos.z += v.z * dt;
        new_pos[i] = my_pos;
        new_vel[i] = v;
    }
}
