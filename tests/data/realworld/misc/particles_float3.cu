// float3 structs and helper_math-style operators (SDK particles / nbody idioms).
#include "helper_math.h"
#include "math_constants.h"

struct SimParams {
  float3 gravity;
  float globalDamping;
  float particleRadius;
  uint3 gridSize;
  float3 worldOrigin;
  float3 cellSize;
};

__constant__ SimParams params;

__device__ int3 calcGridPos(float3 p) {
  int3 gridPos;
  gridPos.x = floorf((p.x - params.worldOrigin.x) / params.cellSize.x);
  gridPos.y = floorf((p.y - params.worldOrigin.y) / params.cellSize.y);
  gridPos.z = floorf((p.z - params.worldOrigin.z) / params.cellSize.z);
  return gridPos;
}

__device__ uint calcGridHash(int3 gridPos) {
  gridPos.x = gridPos.x & (params.gridSize.x - 1);
  gridPos.y = gridPos.y & (params.gridSize.y - 1);
  gridPos.z = gridPos.z & (params.gridSize.z - 1);
  return __umul24(__umul24(gridPos.z, params.gridSize.y), params.gridSize.x) +
         __umul24(gridPos.y, params.gridSize.x) + gridPos.x;
}

__global__ void integrate(float4 *pos, float4 *vel, float deltaTime, uint numParticles) {
  uint index = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  if (index >= numParticles) return;
  float4 p4 = pos[index];
  float4 v4 = vel[index];
  float3 p = make_float3(p4.x, p4.y, p4.z);
  float3 v = make_float3(v4.x, v4.y, v4.z);
  v += params.gravity * deltaTime;
  v *= params.globalDamping;
  p += v * deltaTime;
  if (p.y < -1.0f + params.particleRadius) {
    p.y = -1.0f + params.particleRadius;
    v.y *= -0.5f;
  }
  pos[index] = make_float4(p, p4.w);
  vel[index] = make_float4(v, v4.w);
}

__global__ void calcHash(uint *gridParticleHash, uint *gridParticleIndex, float4 *pos,
                         uint numParticles) {
  uint index = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
  if (index >= numParticles) return;
  volatile float4 p = pos[index];
  int3 gridPos = calcGridPos(make_float3(p.x, p.y, p.z));
  uint hash = calcGridHash(gridPos);
  gridParticleHash[index] = hash;
  gridParticleIndex[index] = index;
}

__global__ void rotate(float3 *pts, float angle, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s, c;
  sincosf(angle * CUDART_PI_F / 180.0f, &s, &c);
  float3 q = pts[i];
  pts[i] = make_float3(c * q.x - s * q.y, s * q.x + c * q.y, q.z);
  float l = length(pts[i]);
  if (l > 0.0f) pts[i] = normalize(pts[i]) * fminf(l, 1.0f);
}
